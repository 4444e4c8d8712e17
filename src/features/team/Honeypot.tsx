import { Box } from '@chakra-ui/react';

/**
 * A field people never see nor reach with the keyboard, which bots fill in: the server thanks them and drops what
 * they sent (the contract's HoneypotField).
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Box position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </Box>
  );
}
