import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent } from 'react';
import { registerDownline, type RegisteredDownline } from '../../engine/api/agent-team.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { checkField, checkNewPassword, passwordRule } from '../../engine/core/registration.ts';
import { fieldLabels, fieldProblemText } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import {
  formErrorOf,
  shownCallFieldErrors,
  useFieldErrors,
  type FieldErrors,
} from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import type { AgentRegisterDownlineSettings } from './schema.ts';
import '../ui/forms.css';
import './agent-register-downline.css';

type Role = 'player' | 'agent';
type Field = 'username' | 'password' | 'confirmPassword' | 'role';
const textFields = ['username', 'password', 'confirmPassword'] as const;

/** Register account: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentRegisterDownline({ settings }: WidgetProps<AgentRegisterDownlineSettings>) {
  const { t } = useLingui();
  const [registered, setRegistered] = useState<RegisteredDownline | null>(null);
  return (
    <GatedPage
      className="register-downline"
      title={t`Register account`}
      visitorMessage={t`Log in as an agent to register accounts for your team.`}
      agentsOnly
    >
      {registered ? (
        <Registered account={registered} onAnother={() => setRegistered(null)} />
      ) : (
        <RegisterForm initialRole={settings.defaultRole} onRegistered={setRegistered} />
      )}
    </GatedPage>
  );
}

/**
 * Username, password twice and the kind of account, checked by the brand's registration rules
 * as they are sent; the platform's answers (a taken username, a sub-agent beyond the brand's
 * levels) under their fields.
 */
function RegisterForm({
  initialRole,
  onRegistered,
}: {
  initialRole: Role;
  onRegistered: (account: RegisteredDownline) => void;
}) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const roleId = useId();
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const [role, setRole] = useState<Role>(initialRole);
  const { errors, setErrors, clearFixed } = useFieldErrors<Field>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const rules = { username: brand.registration.fields.username, password: passwordRule(brand) };

  const check = (next: typeof values): FieldErrors<Field> => {
    const found: FieldErrors<Field> = {};
    const username = checkField(next.username.trim(), rules.username, true);
    if (username) found.username = fieldProblemText('username', username);
    const password = checkNewPassword(rules.password, next.password, next.confirmPassword);
    if (password.password) found.password = fieldProblemText('password', password.password);
    else if (next.confirmPassword === '')
      found.confirmPassword = fieldProblemText('confirmPassword', { code: 'required' });
    else if (password.confirmation)
      found.confirmPassword = fieldProblemText('confirmPassword', password.confirmation);
    return found;
  };

  const change = (name: (typeof textFields)[number]) => (text: string) => {
    const next = { ...values, [name]: text };
    setValues(next);
    const now = check(next);
    clearFixed((field) => field !== 'role' && now[field] === undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    setFormError(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    busyRef.current = true;
    setBusy(true);
    try {
      onRegistered(await registerDownline({ ...values, username: values.username.trim(), role }));
    } catch (error) {
      const onFields: FieldErrors<Field> = shownCallFieldErrors(error, textFields, {}, rules);
      if (isApiError(error) && error.fields.role)
        onFields.role =
          error.fields.role === 'tooDeep'
            ? t`A sub-agent here would be deeper than this site allows. Register a player instead.`
            : t`This value is not valid`;
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const roles: Record<Role, string> = { player: t`Player`, agent: t`Sub-agent` };
  return (
    <form className="form register-downline__form" onSubmit={(e) => void submit(e)} noValidate>
      <fieldset
        className="register-downline__roles"
        aria-describedby={errors.role ? `${roleId}-error` : undefined}
      >
        <legend>{t`Account type`}</legend>
        {(Object.keys(roles) as Role[]).map((value) => (
          <label key={value} className="form-check">
            <input
              type="radio"
              name="role"
              value={value}
              checked={role === value}
              onChange={() => {
                setRole(value);
                clearFixed((field) => field === 'role');
              }}
            />
            <span>{roles[value]}</span>
          </label>
        ))}
        {errors.role ? (
          <p id={`${roleId}-error`} className="form-field-error" role="alert">
            {errors.role}
          </p>
        ) : null}
      </fieldset>
      {textFields.map((name) => (
        <FormField
          key={name}
          name={name}
          type={name === 'username' ? 'text' : 'password'}
          label={i18n._(fieldLabels[name])}
          required
          value={values[name]}
          onChange={change(name)}
          error={errors[name]}
          autoComplete={name === 'username' ? 'off' : 'new-password'}
        />
      ))}
      <FormError text={formError} />
      <button
        type="submit"
        className="btn btn-primary form-submit"
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t`Registering…` : t`Register`}
      </button>
    </form>
  );
}

/** The account just registered, a sub-agent's affiliate code, and a way to register another. */
function Registered({
  account,
  onAnother,
}: {
  account: RegisteredDownline;
  onAnother: () => void;
}) {
  const { t } = useLingui();
  const isAgent = account.isAgent !== 0;
  const name = account.username;
  return (
    <div className="register-downline__done" data-testid="registered">
      <p className="form-notice" role="status">
        {isAgent
          ? t`Sub-agent ${name} is registered in your team.`
          : t`Player ${name} is registered in your team.`}
      </p>
      <dl className="summary-list">
        <div>
          <dt>{t`Username`}</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>{t`Account type`}</dt>
          <dd>{isAgent ? t`Sub-agent` : t`Player`}</dd>
        </div>
        {account.affiliateCode ? (
          <div className="summary-list-main">
            <dt>{t`Affiliate code`}</dt>
            <dd data-testid="affiliate-code">{account.affiliateCode}</dd>
          </div>
        ) : null}
      </dl>
      <button type="button" className="btn btn-primary" onClick={onAnother}>
        {t`Register another account`}
      </button>
    </div>
  );
}
