/**
 * The sandbox's stock of US numbers: every area code below offers 25 numbers in the 555-01XX
 * block the North American Numbering Plan reserves for fiction, so no sandbox number rings a
 * real line. The list is generated, so it is the same on every machine.
 */

type AreaCode = { npa: string; city: string; state: string };

const AREA_CODES: AreaCode[] = [
  { npa: '512', city: 'Austin', state: 'TX' },
  { npa: '737', city: 'Austin', state: 'TX' },
  { npa: '214', city: 'Dallas', state: 'TX' },
  { npa: '713', city: 'Houston', state: 'TX' },
  { npa: '210', city: 'San Antonio', state: 'TX' },
  { npa: '212', city: 'New York', state: 'NY' },
  { npa: '646', city: 'New York', state: 'NY' },
  { npa: '718', city: 'Brooklyn', state: 'NY' },
  { npa: '415', city: 'San Francisco', state: 'CA' },
  { npa: '213', city: 'Los Angeles', state: 'CA' },
  { npa: '619', city: 'San Diego', state: 'CA' },
  { npa: '312', city: 'Chicago', state: 'IL' },
  { npa: '305', city: 'Miami', state: 'FL' },
  { npa: '407', city: 'Orlando', state: 'FL' },
  { npa: '206', city: 'Seattle', state: 'WA' },
  { npa: '303', city: 'Denver', state: 'CO' },
  { npa: '617', city: 'Boston', state: 'MA' },
  { npa: '404', city: 'Atlanta', state: 'GA' },
  { npa: '602', city: 'Phoenix', state: 'AZ' },
  { npa: '702', city: 'Las Vegas', state: 'NV' },
  { npa: '503', city: 'Portland', state: 'OR' },
  { npa: '615', city: 'Nashville', state: 'TN' },
  { npa: '704', city: 'Charlotte', state: 'NC' },
  { npa: '202', city: 'Washington', state: 'DC' },
  { npa: '215', city: 'Philadelphia', state: 'PA' },
  { npa: '612', city: 'Minneapolis', state: 'MN' },
  { npa: '801', city: 'Salt Lake City', state: 'UT' },
  { npa: '314', city: 'St. Louis', state: 'MO' },
  { npa: '504', city: 'New Orleans', state: 'LA' },
  { npa: '808', city: 'Honolulu', state: 'HI' },
];

const PER_AREA_CODE = 25;

export type InventoryNumber = {
  phoneNumber: string;
  npa: string;
  city: string;
  state: string;
  features: string[];
};

function build(): InventoryNumber[] {
  return AREA_CODES.flatMap(({ npa, city, state }) =>
    Array.from({ length: PER_AREA_CODE }, (_unused, index) => {
      const line = String(100 + index * 4).padStart(4, '0');
      // Every number carries voice and SMS; every third one MMS too, so feature filters matter.
      const features = index % 3 === 0 ? ['sms', 'mms', 'voice'] : ['sms', 'voice'];
      return { phoneNumber: `+1${npa}555${line}`, npa, city, state, features };
    }),
  );
}

export const INVENTORY: readonly InventoryNumber[] = build();

export const findInInventory = (phoneNumber: string) => INVENTORY.find((number) => number.phoneNumber === phoneNumber);
