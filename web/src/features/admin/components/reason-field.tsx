import { REPORT_DETAILS_MAX } from '@shared/limits';
import { FIELD_MSG } from '@shared/messages';
import { uiText } from '@web/lib/i18n';

const T = uiText('admin');

interface Props {
  id: string;
  /** A ban needs a reason; other decisions take one if given. */
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Confirmed without the reason it needs: say so. */
  missing: boolean;
}

/** The reason of a moderation decision, written to the audit trail (and to the banned member). */
export function ReasonField({ id, required, value, onChange, missing }: Props) {
  return (
    <>
      <label htmlFor={id}>{required ? T.reasonRequired : T.reasonOptional}</label>
      <textarea
        id={id}
        rows={2}
        dir="auto"
        maxLength={REPORT_DETAILS_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {missing && (
        <p className="field-error" role="alert">
          {FIELD_MSG.banReason}
        </p>
      )}
    </>
  );
}
