import { AddAlertDialog } from './forms/AddAlertDialog.tsx';
import { AlertBanner } from './listing/AlertBanner.tsx';

/** The job-alert surfaces of the offers list: the "save job alert" banner and the #add-alert dialog. */
export function ListingAlerts({ bannerVisible }: { bannerVisible: boolean }) {
  return (
    <>
      <AlertBanner visible={bannerVisible} />
      <AddAlertDialog />
    </>
  );
}
