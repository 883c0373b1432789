import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n';

/** Thrown when the user cancels a confirm dialog. */
export class ConfirmCancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

type ConfirmOptions = { title?: ReactNode; content: ReactNode; okText?: string; cancelText?: string; danger?: boolean };

/** The confirm dialog helper of spec 001 §4: resolves on submit, rejects (ConfirmCancelled) on cancel. */
export const confirmDialog = ({ title, content, okText, cancelText, danger }: ConfirmOptions) =>
  new Promise<void>((resolve, reject) => {
    Modal.confirm({
      title: title ?? i18n.t('kit.confirm.title'),
      content,
      okText: okText ?? i18n.t('common.ok'),
      cancelText: cancelText ?? i18n.t('common.cancel'),
      okButtonProps: { danger },
      zIndex: 2000,
      onOk: () => resolve(),
      onCancel: () => reject(new ConfirmCancelled()),
    });
  });

/** Runs `action` only when confirmed; a cancel is not an error. */
export const withConfirm = async (options: ConfirmOptions, action: () => unknown) => {
  try {
    await confirmDialog(options);
  } catch (error) {
    if (error instanceof ConfirmCancelled) return false;
    throw error;
  }
  await action();
  return true;
};
