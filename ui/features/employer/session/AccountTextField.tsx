import { getIn } from 'formik';
import { useTexts } from '../../../i18n/useTexts.ts';
import { TextField, type TextFieldProps } from '../shell/PanelFields.tsx';
import { accountProblem } from './accountProblem.ts';

/** A text field of an account form: its problem is formik's error for its name, told in the account texts. */
export function AccountTextField<V>(props: Omit<TextFieldProps<V>, 'problem'>) {
  const { t } = useTexts();
  const error: unknown = getIn(props.form.errors, props.name);
  return <TextField {...props} problem={accountProblem(t, typeof error === 'string' ? error : undefined)} />;
}
