import type { Widen } from '../Widen.ts';
import type { alertLinksPl } from '../pl/alertLinks.ts';

export const alertLinksEn: Widen<typeof alertLinksPl> = {
  alertLinks: {
    activation: {
      title: 'Activate the job alert',
      text: 'To start getting job offers by e-mail, activate this alert.',
      activate: 'Activate the alert',
      activating: 'Activating…',
      successTitle: 'The alert is active',
      success: 'Done! Your alert is active. We will send new offers to your e-mail address.',
      errorTitle: 'The alert could not be activated',
    },
    unsubscribe: {
      title: 'Unsubscribe from the job alert',
      text: 'Do you really want to stop getting this job alert?',
      confirm: 'Yes, unsubscribe me',
      confirming: 'Unsubscribing…',
      cancel: 'Cancel',
      doneTitle: 'Unsubscribed',
      done: 'You will not get this job alert any more.',
      errorTitle: 'Unsubscribing failed',
    },
    mailbox: {
      pageTitle: 'Local mailbox',
      heading: 'Local mailbox',
      lead: 'E-mails the server wrote while no SMTP_URL is set. Visible on this machine only.',
      filterLabel: 'Recipient address',
      filter: 'Filter',
      clearFilter: 'Show all',
      listLabel: 'Messages, newest first',
      to: 'To',
      from: 'From',
      subject: 'Subject',
      time: 'Time',
      loading: 'Loading messages…',
      empty: 'The mailbox is empty.',
      emptyFor: 'No messages to {{address}}.',
      failed: 'The mailbox could not be loaded.',
      offTitle: 'The local mailbox is off',
      off: 'Mail goes out by SMTP (SMTP_URL is set), or this page is not open on the server’s own machine.',
      messageLoading: 'Loading the message…',
      messageNotFound: 'There is no such message.',
      back: 'Back to the list',
      kinds: {
        activation: 'activation',
        confirmation: 'confirmation',
        digest: 'offer digest',
      },
    },
  },
};
