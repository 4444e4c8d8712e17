import { Box, Flex, RadioCard, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Mail, MessageSquare, Phone, type LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { ContactMethod } from '@/openapi/generated/enums';
import { earliestLicenceYear } from '@/domain/validation';
import type { ProfileField, ProfileFieldError, ProfileValues } from '@/machines/account-profile/account-profile.machine';
import { FieldFrame } from '@/src/components/form/FieldFrame';
import { TextField } from '@/src/components/form/TextField';
import { contactMethodLabels, profileErrorMessage, profileLabels } from './account-messages';

const contactIcons: Record<ContactMethod, LucideIcon> = { email: Mail, phone: Phone, sms: MessageSquare };

export interface ProfileFieldControlProps {
  field: ProfileField;
  values: ProfileValues;
  error: ProfileFieldError | undefined;
  onChange: (values: Partial<ProfileValues>) => void;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** The control of one profile field, with its label and its error in the product's words. */
export function ProfileFieldControl({ field, values, error, onChange, inputRef }: ProfileFieldControlProps) {
  const { i18n, t } = useLingui();
  const label = i18n._(profileLabels[field]);
  const errorText = error && i18n._(profileErrorMessage(error, label, earliestLicenceYear(values.birthDate)));
  const text = { name: field, label, error: errorText, inputRef };

  switch (field) {
    case 'fullName':
      return <TextField {...text} required autoComplete="name" maxLength={120} value={values.fullName} onChange={(fullName) => onChange({ fullName })} />;
    case 'phone':
      return (
        <TextField
          {...text}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          helper={t`International format, e.g. +33 6 12 34 56 78`}
          value={values.phone}
          onChange={(phone) => onChange({ phone })}
        />
      );
    case 'location':
      return <TextField {...text} autoComplete="address-level2" maxLength={200} value={values.location} onChange={(location) => onChange({ location })} />;
    case 'birthDate':
      return <TextField {...text} type="date" required autoComplete="bday" value={values.birthDate} onChange={(birthDate) => onChange({ birthDate })} />;
    case 'drivingLicenceYear':
      return (
        <TextField
          {...text}
          inputMode="numeric"
          maxLength={4}
          helper={t`The rental company sees it with your bookings.`}
          value={values.drivingLicenceYear}
          onChange={(drivingLicenceYear) => onChange({ drivingLicenceYear })}
        />
      );
    case 'bio':
      return (
        <FieldFrame label={label} error={errorText}>
          {(describedBy) => (
            <Textarea
              ref={inputRef}
              name="bio"
              rows={4}
              maxLength={2000}
              value={values.bio}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ bio: event.target.value })}
            />
          )}
        </FieldFrame>
      );
    case 'preferredContactMethod':
      return (
        <RadioCard.Root
          name="preferredContactMethod"
          value={values.preferredContactMethod}
          onValueChange={({ value }) => value && onChange({ preferredContactMethod: value as ContactMethod })}
          colorPalette="brand"
          orientation="horizontal"
          align="center"
        >
          <RadioCard.Label fontWeight="medium">{label}</RadioCard.Label>
          <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
            {ContactMethod.map((method) => {
              const MethodIcon = contactIcons[method];
              return (
                <RadioCard.Item key={method} value={method} flex="1">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <Box aria-hidden="true" color="brand.fg">
                      <MethodIcon size={18} />
                    </Box>
                    <RadioCard.ItemText>{i18n._(contactMethodLabels[method])}</RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              );
            })}
          </Flex>
        </RadioCard.Root>
      );
  }
}
