import { Box, Input, NativeSelect } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useSearchAsYouType } from './use-search-as-you-type';

/** The controls above the back office's lists (fleet, accounts): a search box and choices, each written to the address. */

export interface ListSearchBoxProps {
  value: string;
  /** The box's accessible name ('Search the fleet'). */
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

/**
 * The search box: it writes the address a moment after typing stops, on Enter, and when the focus leaves it for the
 * rest of the list (never on the way to a link: a link leaves the list, and the waiting search is then dropped).
 */
export function ListSearchBox({ value, label, placeholder, onSearch }: ListSearchBoxProps) {
  const { text, change, searchNow, leave } = useSearchAsYouType(value, onSearch, 350);
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
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') searchNow();
        }}
        onBlur={leave}
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
