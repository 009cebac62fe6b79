/** What every condition value editor takes: the values as the condition holds them. */
export type ValueEditorProps = {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
};
