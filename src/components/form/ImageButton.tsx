import { Button, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { documentImageTypes } from '@/domain/documents';

export interface ImageButtonProps {
  /** The file input's id (its label is the button). */
  id: string;
  name: string;
  disabled?: boolean;
  /** The id of the text that says why the last image was refused, when there is one. */
  errorId?: string;
  busy?: boolean;
  onChoose: (file: File) => void;
  children: ReactNode;
}

/**
 * A button that opens the file chooser for one image (JPEG, PNG or WebP): a label around a visually hidden file
 * input, so the keyboard reaches the input and the focus ring shows on the button. The same file can be chosen
 * again after a refusal.
 */
export function ImageButton({ id, name, disabled, errorId, busy, onChoose, children }: ImageButtonProps) {
  return (
    <Button
      asChild
      variant="outline"
      size="sm"
      disabled={disabled}
      _focusWithin={{ outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
    >
      <label htmlFor={id} aria-busy={busy || undefined}>
        {children}
        <VisuallyHidden asChild>
          <input
            id={id}
            type="file"
            name={name}
            accept={documentImageTypes.join(',')}
            disabled={disabled}
            aria-describedby={errorId}
            aria-invalid={errorId ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              event.currentTarget.value = '';
              if (file) onChoose(file);
            }}
          />
        </VisuallyHidden>
      </label>
    </Button>
  );
}
