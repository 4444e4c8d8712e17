export { CheckboxField } from '@/src/components/form/CheckboxField';
export { PasswordField } from '@/src/components/form/PasswordField';
export { emailInput, TextField } from '@/src/components/form/TextField';
