export { LuckyBoxesScreen } from './LuckyBoxesScreen';
export { LuckyBoxForm, LuckyBoxFormSchema } from './LuckyBoxForm';
