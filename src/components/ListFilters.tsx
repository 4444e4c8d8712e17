import { Box, Input, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The controls above the back office's lists (fleet, accounts): a search box and choices, each written to the address. */

export interface ListSearchBoxProps {
  value: string;
  /** The box's accessible name ('Search the fleet'). */
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

/** The search box: it writes the address a moment after typing stops, on Enter, and when the focus leaves it. */
export function ListSearchBox({ value, label, placeholder, onSearch }: ListSearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 350);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Box position="relative" flex="1" minW={{ base: 'full', md: '64' }}>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none">
        <Search size="16" aria-hidden="true" />
      </Box>
      <Input
        type="search"
        ps="9"
        value={text}
        maxLength={80}
        aria-label={label}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        // Leaving the box (for a row's link, say) searches at once: a search still waiting would otherwise come back
        // to the list after the link was followed.
        onBlur={() => {
          if (text !== value) onSearch(text);
        }}
      />
    </Box>
  );
}

export interface ListChoiceProps<T extends string> {
  label: string;
  value: T | '';
  options: { value: T | ''; label: string }[];
  onChange: (value: T | '') => void;
}

/** One filter or the sort of a list: a native select named by its label. */
export function ListChoice<T extends string>({ label, value, options, onChange }: ListChoiceProps<T>) {
  return (
    <NativeSelect.Root width={{ base: 'full', sm: 'auto' }} minW="40">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
