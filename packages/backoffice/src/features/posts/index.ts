export { PostsScreen } from './PostsScreen';
export { PostForm, PostFormSchema } from './PostForm';
export { RejectForm, RejectFormSchema } from './RejectForm';
