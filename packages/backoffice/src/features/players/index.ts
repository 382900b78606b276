export { PlayersScreen } from './PlayersScreen';
