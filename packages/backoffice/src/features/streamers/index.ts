export { StreamersScreen } from './StreamersScreen';
export { StreamerForm, StreamerFormSchema } from './StreamerForm';
