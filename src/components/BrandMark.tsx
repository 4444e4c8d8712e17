import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

/** Azura's mark: a sail over a wave, in the primary colour (also public/favicon.svg). */
export function BrandMark(props: HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg viewBox="0 0 32 32" width="8" height="8" aria-hidden="true" focusable="false" flexShrink={0} {...props}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M16.5 5.5 L24 20 H16.5 Z" fill="white" />
      <path d="M14.5 9 L9 20 H14.5 Z" fill="white" opacity="0.75" />
      <path
        d="M5 23.5c2 0 2.8-1.5 5.5-1.5s3.5 1.5 5.5 1.5 2.8-1.5 5.5-1.5 3.5 1.5 5.5 1.5"
        fill="none"
        stroke="white"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </chakra.svg>
  );
}
