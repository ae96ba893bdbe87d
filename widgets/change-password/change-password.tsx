import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../engine/api/errors.ts';
import { changePassword } from '../../engine/api/member-password.ts';
import { logout } from '../../engine/api/session-logout.ts';
import { checkNewPassword, passwordRule } from '../../engine/core/registration.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import {
  fieldErrorTexts,
  fieldLabels,
  fieldProblemText,
  type FormFieldName,
} from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useMember } from '../../engine/render/use-member.ts';
import { useSignIn } from '../../engine/render/use-sign-in.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { knownPasswordAtom, signOutAtom } from '../../engine/state/session.ts';
import { FormError, FormField, NewPasswordFields } from '../ui/form-field.tsx';
import { Modal } from '../ui/modal.tsx';
import '../ui/forms.css';

type Errors = Partial<Record<FormFieldName, string>>;

/**
 * The change-password modal. The old password is asked only when it is unknown: not when the
 * player just typed it to log in (a forced change), nor when the account has none.
 */
export function ChangePassword() {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const [modal, openModal] = useAtom(modalAtom);
  const known = useAtomValue(knownPasswordAtom);
  const signOut = useSetAtom(signOutAtom);
  const member = useMember();
  const signIn = useSignIn();
  const { show } = useDialogs();
  const forced = modal?.data?.forced === true;
  const hasPassword = member?.status === 'ready' ? member.data.passwordKnown : true;
  const askOld = known === null && hasPassword;
  const [values, setValues] = useState<Partial<Record<FormFieldName, string>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const raw = (name: FormFieldName) => values[name] ?? '';
  // Checked and sent trimmed, like the login trims (spec §5), passwords included.
  const value = (name: FormFieldName) => raw(name).trim();
  const set = (name: FormFieldName) => (next: string) =>
    setValues((current) => ({ ...current, [name]: next }));
  const label = (name: FormFieldName) => i18n._(fieldLabels[name]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (askOld && value('oldPassword') === '')
      found.oldPassword = fieldProblemText('oldPassword', { code: 'required' });
    const check = checkNewPassword(
      passwordRule(brand),
      value('newPassword'),
      value('confirmNewPassword'),
    );
    if (check.password) found.newPassword = fieldProblemText('newPassword', check.password);
    else if (check.confirmation)
      found.confirmNewPassword = fieldProblemText('confirmNewPassword', check.confirmation);
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const oldPassword = askOld ? value('oldPassword') : (known ?? undefined);
      const session = await changePassword({
        ...(oldPassword !== undefined ? { oldPassword } : {}),
        newPassword: value('newPassword'),
        confirmNewPassword: value('confirmNewPassword'),
      });
      await signIn(session, { via: 'passwordChange' });
      await show({
        icon: 'success',
        title: t`Your password has been changed`,
        buttons: [{ id: 'ok', label: t`OK`, primary: true }],
      });
    } catch (error) {
      if (isApiError(error, 'VALIDATION_FAILED', 'WRONG_PASSWORD')) {
        const fields =
          error.code === 'WRONG_PASSWORD' ? { oldPassword: 'wrongPassword' } : error.fields;
        setErrors(fieldErrorTexts(fields));
      }
      setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const leave = async () => {
    if (forced) {
      await logout().catch(() => undefined);
      signOut();
    } else openModal(null);
  };

  return (
    <Modal
      open
      onClose={() => void leave()}
      title={t`Change password`}
      size="small"
      hideClose={forced}
      closeOnBackdrop={!forced}
    >
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        {forced ? (
          <p>{t`For your security, please choose a new password before you continue.`}</p>
        ) : null}
        {askOld ? (
          <FormField
            name="oldPassword"
            type="password"
            label={label('oldPassword')}
            required
            value={raw('oldPassword')}
            onChange={set('oldPassword')}
            error={errors.oldPassword}
            autoComplete="current-password"
          />
        ) : null}
        <NewPasswordFields label={label} value={raw} onChange={set} errors={errors} />
        <FormError text={formError} />
        <button type="submit" className="btn btn-primary form-submit" disabled={busy}>
          {t`Change password`}
        </button>
        {forced ? (
          <button type="button" className="link-button" onClick={() => void leave()}>
            {t`Log out`}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}
