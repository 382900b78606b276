export { MaskWordsScreen } from './MaskWordsScreen';
export { MaskWordForm } from './MaskWordForm';
export { parseWordList } from './ImportForm';
