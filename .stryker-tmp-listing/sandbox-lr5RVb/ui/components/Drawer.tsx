// @ts-nocheck
import { Dialog, type DialogProps } from './Dialog.tsx';

export interface DrawerProps extends Omit<DialogProps, 'placement' | 'placementBelowSm'> {
  /** Where it sits on small screens: a side drawer or a bottom sheet. */
  readonly mobilePlacement?: 'right' | 'bottom';
}

/** A side drawer (a bottom sheet on small screens if asked): the same native modal `<dialog>` as `Dialog`. */
export function Drawer({ mobilePlacement = 'right', width = 426, ...props }: DrawerProps) {
  return <Dialog {...props} width={width} placement="right" placementBelowSm={mobilePlacement} />;
}
