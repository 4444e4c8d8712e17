export { CheckboxField } from '../../components/form/CheckboxField';
export { PasswordField } from '../../components/form/PasswordField';
export { TextField } from '../../components/form/TextField';
