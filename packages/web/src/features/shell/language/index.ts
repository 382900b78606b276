export { LanguagePicker } from './LanguagePicker';
export { LanguageList } from './LanguageList';
export { LANGUAGE_NAME_KEY } from './languageNames';
