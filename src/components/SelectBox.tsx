import { Checkbox, type CheckboxRootProps } from '@chakra-ui/react';

export interface SelectBoxProps extends Pick<CheckboxRootProps, 'mt' | 'disabled'> {
  /** What ticking it selects ('Select Ada Lovelace', 'Select the page'): its accessible name. */
  label: string;
  checked: boolean;
  onChange: () => void;
}

/** The tick of a list's row, or of its whole page: a checkbox named by what it selects. */
export function SelectBox({ label, checked, onChange, ...root }: SelectBoxProps) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} onCheckedChange={onChange} {...root}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
