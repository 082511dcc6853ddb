import fields from '../fields.module.css';
import type { ControlProps } from './FormField';

interface Props {
  control: ControlProps;
  name: string;
  value: string;
  /** The empty first option ("Choose…"), so nothing is chosen for the applicant. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A select of the admission form that starts with nothing chosen. */
export default function ChoiceSelect({ control, name, value, placeholder, options, onChange }: Props) {
  return (
    <select {...control} name={name} className={fields.input} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
