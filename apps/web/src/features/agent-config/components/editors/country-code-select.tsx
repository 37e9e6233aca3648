import { NativeSelect } from '@mantine/core';
import { COUNTRY_CODES } from '@portal/shared/agents/options.plain';
import { useState } from 'react';
import { useController } from 'react-hook-form';

const OPTIONS = COUNTRY_CODES.map((item) => ({ value: item.country, label: item.label }));

/**
 * The 10 countries of COUNTRY_CODES. The US and Canada share +1, so the choice is the country and the
 * form keeps only its code (in the field `name`).
 */
export function CountryCodeSelect({ name }: { name: string }) {
  const { field } = useController({ name });
  const [country, setCountry] = useState(
    () => COUNTRY_CODES.find((item) => item.code === field.value)?.country ?? COUNTRY_CODES[0].country,
  );
  return (
    <NativeSelect
      label="Country code"
      data={OPTIONS}
      value={country}
      onChange={(event) => {
        const next = COUNTRY_CODES.find((item) => item.country === event.currentTarget.value) ?? COUNTRY_CODES[0];
        setCountry(next.country);
        field.onChange(next.code);
      }}
    />
  );
}
