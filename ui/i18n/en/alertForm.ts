import type { Widen } from '../Widen.ts';
import type { alertFormPl } from '../pl/alertForm.ts';

export const alertFormEn: Widen<typeof alertFormPl> = {
  alertForm: {
    title: 'Job alert',
    intro: 'We will e-mail you when new offers match this search.',
    name: 'Alert name',
    email: 'E-mail address',
    frequency: 'How often to send',
    privacyBefore: 'I accept the',
    privacyLink: 'privacy policy',
    privacyAfter: 'and agree to receive job alerts.',
    marketing: 'I want to receive marketing information',
    createAccount: 'Create a candidate account for me',
    submit: 'Create job alert',
    submitting: 'Creating the job alert…',
    loading: 'Loading…',
    successTitle: 'Check your e-mail',
    successText: 'We have sent an activation link to {{email}}. Open it to switch the alert on.',
    done: 'Close',
    savedSnackbar: 'Your job alert has been saved.',
    banner: {
      title: 'Do not miss new offers',
      text: 'Save this search and we will e-mail you about new offers.',
      open: 'Create job alert',
      dismiss: 'Hide the job alert banner',
    },
  },
};
