export { TradingScreen } from './TradingScreen';
