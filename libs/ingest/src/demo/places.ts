// Where demo companies are: real countries and subdivisions from libs/reference-data, each with a few
// real business cities, postcode patterns that look like the country's and a phone format.
// About 60% of companies are in the United States, weighted by state roughly like business activity.
import { COUNTRIES, subdivisionsOf } from '@leadsignal/reference-data';
import { weighted, type Rng, type Weighted } from './random';

/** A name locale whose first and last names contacts of that country get (faker's locale keys). */
export type NameLocale =
  | 'en_US'
  | 'en_GB'
  | 'en_CA'
  | 'fr_CA'
  | 'de'
  | 'de_AT'
  | 'de_CH'
  | 'fr'
  | 'en_IN'
  | 'en_AU'
  | 'nl'
  | 'nl_BE'
  | 'es'
  | 'es_MX'
  | 'it'
  | 'sv'
  | 'en_IE'
  | 'pt_BR'
  | 'pl'
  | 'da'
  | 'nb_NO'
  | 'fi'
  | 'en_ZA'
  | 'af_ZA';

/** [city, postcode pattern (# digit, @ letter, | alternatives, '' none), phone area code]. */
type CityRow = readonly [city: string, zip: string, area: string];
/** [subdivision code as in the reference data, weight within the country, cities]. */
type RegionRow = readonly [code: string, weight: number, cities: readonly CityRow[]];

interface CountryRow {
  readonly code: string;
  /** Share among non-US companies (the US gets 60% of all). */
  readonly weight: number;
  readonly locales: readonly (readonly [NameLocale, number])[];
  /** {a} = area code, # = digit. */
  readonly phone: string;
  readonly regions: readonly RegionRow[];
}

// prettier-ignore
const US: CountryRow = {
  code: 'US', weight: 0, locales: [['en_US', 1]], phone: '+1 ({a}) ###-####',
  regions: [
    ['US-AL', 0.8, [['Birmingham', '352##', '205'], ['Huntsville', '358##', '256'], ['Montgomery', '361##', '334']]],
    ['US-AK', 0.15, [['Anchorage', '995##', '907']]],
    ['US-AZ', 2, [
      ['Phoenix', '850##', '602'], ['Scottsdale', '852##', '480'], ['Tempe', '852##', '480'],
      ['Tucson', '857##', '520'],
    ]],
    ['US-AR', 0.5, [['Little Rock', '722##', '501'], ['Bentonville', '727##', '479']]],
    ['US-CA', 15, [
      ['San Francisco', '941##', '415'], ['Los Angeles', '900##', '213'], ['San Diego', '921##', '619'],
      ['San Jose', '951##', '408'], ['Palo Alto', '943##', '650'], ['Irvine', '926##', '949'],
      ['Oakland', '946##', '510'], ['Sacramento', '958##', '916'], ['Santa Monica', '904##', '310'],
      ['Mountain View', '940##', '650'],
    ]],
    ['US-CO', 2.5, [['Denver', '802##', '303'], ['Boulder', '803##', '303'], ['Colorado Springs', '809##', '719']]],
    ['US-CT', 1.2, [['Hartford', '061##', '860'], ['Stamford', '069##', '203'], ['New Haven', '065##', '203']]],
    ['US-DE', 0.4, [['Wilmington', '198##', '302'], ['Dover', '199##', '302']]],
    ['US-DC', 1.2, [['Washington', '200##', '202']]],
    ['US-FL', 6, [
      ['Miami', '331##', '305'], ['Tampa', '336##', '813'], ['Orlando', '328##', '407'],
      ['Jacksonville', '322##', '904'], ['Fort Lauderdale', '333##', '954'],
    ]],
    ['US-GA', 3, [['Atlanta', '303##', '404'], ['Alpharetta', '300##', '770'], ['Savannah', '314##', '912']]],
    ['US-HI', 0.3, [['Honolulu', '968##', '808']]],
    ['US-ID', 0.4, [['Boise', '837##', '208']]],
    ['US-IL', 4.5, [['Chicago', '606##', '312'], ['Naperville', '605##', '630'], ['Evanston', '602##', '847']]],
    ['US-IN', 1.5, [['Indianapolis', '462##', '317'], ['Carmel', '460##', '317'], ['Fort Wayne', '468##', '260']]],
    ['US-IA', 0.6, [['Des Moines', '503##', '515'], ['Cedar Rapids', '524##', '319']]],
    ['US-KS', 0.6, [['Wichita', '672##', '316'], ['Overland Park', '662##', '913']]],
    ['US-KY', 0.8, [['Louisville', '402##', '502'], ['Lexington', '405##', '859']]],
    ['US-LA', 0.8, [['New Orleans', '701##', '504'], ['Baton Rouge', '708##', '225']]],
    ['US-ME', 0.3, [['Portland', '041##', '207']]],
    ['US-MD', 2, [['Baltimore', '212##', '410'], ['Bethesda', '208##', '301'], ['Rockville', '208##', '301']]],
    ['US-MA', 4, [
      ['Boston', '021##', '617'], ['Cambridge', '021##', '617'], ['Waltham', '024##', '781'],
      ['Worcester', '016##', '508'],
    ]],
    ['US-MI', 2.5, [['Detroit', '482##', '313'], ['Ann Arbor', '481##', '734'], ['Grand Rapids', '495##', '616']]],
    ['US-MN', 2, [['Minneapolis', '554##', '612'], ['St. Paul', '551##', '651']]],
    ['US-MS', 0.3, [['Jackson', '392##', '601']]],
    ['US-MO', 1.5, [['St. Louis', '631##', '314'], ['Kansas City', '641##', '816']]],
    ['US-MT', 0.2, [['Bozeman', '597##', '406'], ['Missoula', '598##', '406']]],
    ['US-NE', 0.5, [['Omaha', '681##', '402'], ['Lincoln', '685##', '402']]],
    ['US-NV', 0.8, [['Las Vegas', '891##', '702'], ['Reno', '895##', '775']]],
    ['US-NH', 0.4, [['Manchester', '031##', '603'], ['Portsmouth', '038##', '603']]],
    ['US-NJ', 3, [['Newark', '071##', '973'], ['Jersey City', '073##', '201'], ['Princeton', '085##', '609']]],
    ['US-NM', 0.4, [['Albuquerque', '871##', '505'], ['Santa Fe', '875##', '505']]],
    ['US-NY', 9, [
      ['New York', '100##', '212'], ['Brooklyn', '112##', '718'], ['Buffalo', '142##', '716'],
      ['Rochester', '146##', '585'], ['Albany', '122##', '518'],
    ]],
    ['US-NC', 3, [['Charlotte', '282##', '704'], ['Raleigh', '276##', '919'], ['Durham', '277##', '919']]],
    ['US-ND', 0.15, [['Fargo', '581##', '701']]],
    ['US-OH', 3, [['Columbus', '432##', '614'], ['Cleveland', '441##', '216'], ['Cincinnati', '452##', '513']]],
    ['US-OK', 0.7, [['Oklahoma City', '731##', '405'], ['Tulsa', '741##', '918']]],
    ['US-OR', 1.5, [['Portland', '972##', '503'], ['Beaverton', '970##', '503']]],
    ['US-PA', 3.5, [['Philadelphia', '191##', '215'], ['Pittsburgh', '152##', '412']]],
    ['US-RI', 0.3, [['Providence', '029##', '401']]],
    ['US-SC', 1, [['Charleston', '294##', '843'], ['Greenville', '296##', '864']]],
    ['US-SD', 0.15, [['Sioux Falls', '571##', '605']]],
    ['US-TN', 2, [['Nashville', '372##', '615'], ['Memphis', '381##', '901'], ['Knoxville', '379##', '865']]],
    ['US-TX', 9, [
      ['Austin', '787##', '512'], ['Dallas', '752##', '214'], ['Houston', '770##', '713'],
      ['San Antonio', '782##', '210'], ['Plano', '750##', '972'],
    ]],
    ['US-UT', 1.5, [['Salt Lake City', '841##', '801'], ['Lehi', '840##', '801'], ['Provo', '846##', '801']]],
    ['US-VT', 0.15, [['Burlington', '054##', '802']]],
    ['US-VA', 2.5, [['Arlington', '222##', '703'], ['Richmond', '232##', '804'], ['Reston', '201##', '703']]],
    ['US-WA', 3.5, [
      ['Seattle', '981##', '206'], ['Bellevue', '980##', '425'], ['Redmond', '980##', '425'],
      ['Spokane', '992##', '509'],
    ]],
    ['US-WV', 0.2, [['Charleston', '253##', '304']]],
    ['US-WI', 1.5, [['Milwaukee', '532##', '414'], ['Madison', '537##', '608']]],
    ['US-WY', 0.1, [['Cheyenne', '820##', '307']]],
  ],
};

// prettier-ignore
const ABROAD: readonly CountryRow[] = [
  {
    code: 'GB', weight: 7, locales: [['en_GB', 1]], phone: '+44 {a} #### ####',
    regions: [
      ['GB-ENG', 85, [
        ['London', 'EC2A #@@|W1F #@@|SE1 #@@|N1 #@@|E14 #@@', '20'], ['Manchester', 'M1 #@@|M4 #@@', '161'],
        ['Birmingham', 'B1 #@@|B3 #@@', '121'], ['Leeds', 'LS1 #@@', '113'], ['Bristol', 'BS1 #@@', '117'],
        ['Cambridge', 'CB2 #@@', '1223'], ['Oxford', 'OX1 #@@', '1865'],
      ]],
      ['GB-SCT', 9, [['Edinburgh', 'EH1 #@@|EH3 #@@', '131'], ['Glasgow', 'G1 #@@|G2 #@@', '141']]],
      ['GB-WLS', 4, [['Cardiff', 'CF10 #@@', '29']]],
      ['GB-NIR', 2, [['Belfast', 'BT1 #@@', '28']]],
    ],
  },
  {
    code: 'CA', weight: 6, locales: [['en_CA', 0.8], ['fr_CA', 0.2]], phone: '+1 ({a}) ###-####',
    regions: [
      ['CA-ON', 40, [
        ['Toronto', 'M5V #@#|M5H #@#', '416'], ['Ottawa', 'K1P #@#', '613'], ['Waterloo', 'N2L #@#', '519'],
      ]],
      ['CA-BC', 18, [['Vancouver', 'V6B #@#|V6C #@#', '604'], ['Victoria', 'V8W #@#', '250']]],
      ['CA-QC', 20, [['Montreal', 'H3B #@#|H2Y #@#', '514'], ['Quebec City', 'G1R #@#', '418']]],
      ['CA-AB', 12, [['Calgary', 'T2P #@#', '403'], ['Edmonton', 'T5J #@#', '780']]],
      ['CA-MB', 4, [['Winnipeg', 'R3C #@#', '204']]],
      ['CA-NS', 3, [['Halifax', 'B3J #@#', '902']]],
      ['CA-SK', 3, [['Saskatoon', 'S7K #@#', '306']]],
    ],
  },
  {
    code: 'DE', weight: 5, locales: [['de', 1]], phone: '+49 {a} #######',
    regions: [
      ['DE-BE', 22, [['Berlin', '10###', '30']]],
      ['DE-BY', 22, [['Munich', '80###|81###', '89'], ['Nuremberg', '90###', '911']]],
      ['DE-HH', 12, [['Hamburg', '20###|22###', '40']]],
      ['DE-HE', 12, [['Frankfurt am Main', '60###', '69']]],
      ['DE-NW', 16, [['Cologne', '50###', '221'], ['Düsseldorf', '40###', '211']]],
      ['DE-BW', 12, [['Stuttgart', '70###', '711'], ['Karlsruhe', '76###', '721']]],
      ['DE-SN', 4, [['Leipzig', '04###', '341'], ['Dresden', '01###', '351']]],
    ],
  },
  {
    code: 'FR', weight: 3.5, locales: [['fr', 1]], phone: '+33 {a} ## ## ## ##',
    regions: [
      ['FR-IDF', 55, [['Paris', '750##', '1']]],
      ['FR-ARA', 12, [['Lyon', '6900#', '4'], ['Grenoble', '3800#', '4']]],
      ['FR-OCC', 8, [['Toulouse', '3100#', '5'], ['Montpellier', '3400#', '4']]],
      ['FR-PAC', 8, [['Marseille', '130##', '4'], ['Nice', '060##', '4']]],
      ['FR-NAQ', 6, [['Bordeaux', '330##', '5']]],
      ['FR-HDF', 4, [['Lille', '590##', '3']]],
      ['FR-PDL', 4, [['Nantes', '440##', '2']]],
      ['FR-BRE', 3, [['Rennes', '350##', '2']]],
    ],
  },
  {
    code: 'IN', weight: 4, locales: [['en_IN', 1]], phone: '+91 {a} #### ####',
    regions: [
      ['IN-KA', 28, [['Bengaluru', '560###', '80']]],
      ['IN-MM', 22, [['Mumbai', '400###', '22'], ['Pune', '411###', '20']]],
      ['IN-DL', 12, [['New Delhi', '110###', '11']]],
      ['IN-TG', 12, [['Hyderabad', '500###', '40']]],
      ['IN-TN', 10, [['Chennai', '600###', '44']]],
      ['IN-HR', 8, [['Gurugram', '122###', '124']]],
      ['IN-UP', 4, [['Noida', '201###', '120']]],
      ['IN-WB', 2, [['Kolkata', '700###', '33']]],
      ['IN-GJ', 2, [['Ahmedabad', '380###', '79']]],
    ],
  },
  {
    code: 'AU', weight: 3, locales: [['en_AU', 1]], phone: '+61 {a} #### ####',
    regions: [
      ['AU-NSW', 40, [['Sydney', '2000|20##', '2']]],
      ['AU-VIC', 32, [['Melbourne', '3000|30##', '3']]],
      ['AU-QLD', 12, [['Brisbane', '4000|40##', '7']]],
      ['AU-WA', 8, [['Perth', '6000|60##', '8']]],
      ['AU-SA', 5, [['Adelaide', '5000|50##', '8']]],
      ['AU-ACT', 3, [['Canberra', '2600|26##', '2']]],
    ],
  },
  {
    code: 'NL', weight: 2, locales: [['nl', 1]], phone: '+31 {a} ### ####',
    regions: [
      ['NL-NH', 50, [['Amsterdam', '10## @@', '20']]],
      ['NL-ZH', 25, [['Rotterdam', '30## @@', '10'], ['The Hague', '25## @@', '70']]],
      ['NL-UT', 13, [['Utrecht', '35## @@', '30']]],
      ['NL-NB', 12, [['Eindhoven', '56## @@', '40']]],
    ],
  },
  {
    code: 'ES', weight: 1.5, locales: [['es', 1]], phone: '+34 {a} ### ## ##',
    regions: [
      ['ES-MD', 45, [['Madrid', '280##', '91']]],
      ['ES-CT', 35, [['Barcelona', '080##', '93']]],
      ['ES-VC', 8, [['Valencia', '460##', '96']]],
      ['ES-AN', 7, [['Seville', '410##', '95'], ['Málaga', '290##', '95']]],
      ['ES-PV', 5, [['Bilbao', '480##', '94']]],
    ],
  },
  {
    code: 'IT', weight: 1.5, locales: [['it', 1]], phone: '+39 {a} ### ####',
    regions: [
      ['IT-25', 45, [['Milan', '201##', '02']]],
      ['IT-62', 25, [['Rome', '001##', '06']]],
      ['IT-21', 10, [['Turin', '101##', '011']]],
      ['IT-45', 8, [['Bologna', '401##', '051']]],
      ['IT-52', 7, [['Florence', '501##', '055']]],
      ['IT-34', 5, [['Verona', '371##', '045']]],
    ],
  },
  {
    code: 'SE', weight: 1, locales: [['sv', 1]], phone: '+46 {a} ### ## ##',
    regions: [
      ['SE-AB', 60, [['Stockholm', '1## ##', '8']]],
      ['SE-Q', 20, [['Gothenburg', '4## ##', '31']]],
      ['SE-M', 14, [['Malmö', '2## ##', '40']]],
      ['SE-C', 6, [['Uppsala', '75# ##', '18']]],
    ],
  },
  {
    code: 'IE', weight: 1, locales: [['en_IE', 1]], phone: '+353 {a} ### ####',
    regions: [
      ['IE-D', 70, [['Dublin', 'D0# @###', '1']]],
      ['IE-CO', 15, [['Cork', 'T12 @###', '21']]],
      ['IE-G', 8, [['Galway', 'H91 @###', '91']]],
      ['IE-LK', 7, [['Limerick', 'V94 @###', '61']]],
    ],
  },
  {
    code: 'CH', weight: 1, locales: [['de_CH', 0.7], ['fr', 0.3]], phone: '+41 {a} ### ## ##',
    regions: [
      ['CH-ZH', 40, [['Zurich', '80##', '44']]],
      ['CH-GE', 20, [['Geneva', '12##', '22']]],
      ['CH-BS', 12, [['Basel', '40##', '61']]],
      ['CH-VD', 12, [['Lausanne', '10##', '21']]],
      ['CH-ZG', 8, [['Zug', '630#', '41']]],
      ['CH-BE', 8, [['Bern', '30##', '31']]],
    ],
  },
  {
    code: 'SG', weight: 1, locales: [['en_US', 0.5], ['en_GB', 0.5]], phone: '+65 {a}### ####',
    regions: [
      ['SG-01', 85, [['Singapore', '01####|04####|06####|07####|08####', '6']]],
      ['SG-05', 15, [['Singapore', '60####|61####', '6']]],
    ],
  },
  {
    code: 'BR', weight: 1.2, locales: [['pt_BR', 1]], phone: '+55 {a} #####-####',
    regions: [
      ['BR-SP', 55, [['São Paulo', '01###-###|04###-###', '11'], ['Campinas', '13###-###', '19']]],
      ['BR-RJ', 18, [['Rio de Janeiro', '20###-###|22###-###', '21']]],
      ['BR-MG', 10, [['Belo Horizonte', '30###-###', '31']]],
      ['BR-PR', 7, [['Curitiba', '80###-###', '41']]],
      ['BR-RS', 6, [['Porto Alegre', '90###-###', '51']]],
      ['BR-SC', 4, [['Florianópolis', '88###-###', '48']]],
    ],
  },
  {
    code: 'MX', weight: 0.8, locales: [['es_MX', 1]], phone: '+52 {a} #### ####',
    regions: [
      ['MX-DIF', 55, [['Mexico City', '06###|11###', '55']]],
      ['MX-JAL', 20, [['Guadalajara', '44###', '33']]],
      ['MX-NLE', 20, [['Monterrey', '64###', '81']]],
      ['MX-QUE', 5, [['Querétaro', '76###', '442']]],
    ],
  },
  {
    code: 'IL', weight: 0.8, locales: [['en_US', 1]], phone: '+972 {a}-###-####',
    regions: [
      ['IL-TA', 60, [['Tel Aviv', '6######', '3']]],
      ['IL-M', 20, [['Herzliya', '46#####', '9'], ['Petah Tikva', '49#####', '3']]],
      ['IL-HA', 12, [['Haifa', '3######', '4']]],
      ['IL-JM', 8, [['Jerusalem', '9######', '2']]],
    ],
  },
  {
    code: 'PL', weight: 0.6, locales: [['pl', 1]], phone: '+48 {a} ### ## ##',
    regions: [
      ['PL-MZ', 45, [['Warsaw', '00-###|02-###', '22']]],
      ['PL-MA', 20, [['Kraków', '30-###|31-###', '12']]],
      ['PL-DS', 15, [['Wrocław', '50-###', '71']]],
      ['PL-PM', 10, [['Gdańsk', '80-###', '58']]],
      ['PL-WP', 10, [['Poznań', '60-###|61-###', '61']]],
    ],
  },
  {
    code: 'DK', weight: 0.5, locales: [['da', 1]], phone: '+45 {a}## ## ##',
    regions: [
      ['DK-84', 65, [['Copenhagen', '1###|2###', '3']]],
      ['DK-82', 22, [['Aarhus', '8000|82##', '8']]],
      ['DK-83', 13, [['Odense', '5000|52##', '6']]],
    ],
  },
  {
    code: 'NO', weight: 0.4, locales: [['nb_NO', 1]], phone: '+47 {a}# ## ###',
    regions: [
      ['NO-03', 60, [['Oslo', '0###', '2']]],
      ['NO-46', 18, [['Bergen', '50##', '5']]],
      ['NO-50', 12, [['Trondheim', '70##', '7']]],
      ['NO-11', 10, [['Stavanger', '40##', '5']]],
    ],
  },
  {
    code: 'FI', weight: 0.4, locales: [['fi', 1]], phone: '+358 {a} ### ####',
    regions: [
      ['FI-18', 70, [['Helsinki', '00###', '9'], ['Espoo', '02###', '9']]],
      ['FI-11', 18, [['Tampere', '33###', '3']]],
      ['FI-14', 12, [['Oulu', '90###', '8']]],
    ],
  },
  {
    code: 'BE', weight: 0.5, locales: [['nl_BE', 0.55], ['fr', 0.45]], phone: '+32 {a} ### ## ##',
    regions: [
      ['BE-BRU', 45, [['Brussels', '1000|10##', '2']]],
      ['BE-VAN', 20, [['Antwerp', '20##', '3']]],
      ['BE-VOV', 15, [['Ghent', '90##', '9']]],
      ['BE-VBR', 10, [['Leuven', '3000|30##', '16']]],
      ['BE-WLG', 10, [['Liège', '40##', '4']]],
    ],
  },
  {
    code: 'AT', weight: 0.4, locales: [['de_AT', 1]], phone: '+43 {a} ######',
    regions: [
      ['AT-9', 60, [['Vienna', '1###', '1']]],
      ['AT-6', 12, [['Graz', '80##', '316']]],
      ['AT-4', 12, [['Linz', '40##', '732']]],
      ['AT-5', 8, [['Salzburg', '50##', '662']]],
      ['AT-7', 8, [['Innsbruck', '60##', '512']]],
    ],
  },
  {
    code: 'NZ', weight: 0.3, locales: [['en_AU', 1]], phone: '+64 {a} ### ####',
    regions: [
      ['NZ-AUK', 60, [['Auckland', '10##', '9']]],
      ['NZ-WGN', 25, [['Wellington', '60##', '4']]],
      ['NZ-CAN', 15, [['Christchurch', '80##', '3']]],
    ],
  },
  {
    code: 'ZA', weight: 0.4, locales: [['en_ZA', 0.75], ['af_ZA', 0.25]], phone: '+27 {a} ### ####',
    regions: [
      ['ZA-GT', 55, [['Johannesburg', '2###', '11'], ['Pretoria', '00##', '12']]],
      ['ZA-WC', 30, [['Cape Town', '80##', '21']]],
      ['ZA-NL', 15, [['Durban', '40##', '31']]],
    ],
  },
  {
    code: 'AE', weight: 0.5, locales: [['en_GB', 0.6], ['en_US', 0.4]], phone: '+971 {a} ### ####',
    regions: [
      ['AE-DU', 70, [['Dubai', '', '4']]],
      ['AE-AZ', 22, [['Abu Dhabi', '', '2']]],
      ['AE-SH', 8, [['Sharjah', '', '6']]],
    ],
  },
];

/** A city with everything a company row and its contacts' phone numbers need. */
export interface Place {
  readonly countryCode: string;
  /** Lower-cased country name, as the search criteria and the trigger_events.country column hold it. */
  readonly country: string;
  /** The country's display name ("United States"). */
  readonly countryLabel: string;
  /** The subdivision's name, exactly as libs/reference-data has it. */
  readonly state: string;
  /** The subdivision's ISO 3166-2 code ("US-DE"), as libs/reference-data has it. */
  readonly stateCode: string;
  /** Short form for prose: "CA" in the US, the name elsewhere. */
  readonly stateShort: string;
  readonly city: string;
  readonly zipPattern: string;
  readonly phonePattern: string;
  readonly locales: Weighted<NameLocale>;
}

/** The share of companies located in the United States. */
export const US_SHARE = 0.6;

function buildPlaces(row: CountryRow): Weighted<Place> {
  const country = COUNTRIES.find((option) => option.value === row.code);
  if (!country) throw new Error(`unknown country ${row.code}`);
  const subdivisions = subdivisionsOf(row.code);
  const locales = weighted(row.locales);
  const pairs: [Place, number][] = [];
  for (const [code, weight, cities] of row.regions) {
    const subdivision = subdivisions.find((s) => s.value === code);
    if (!subdivision) throw new Error(`unknown subdivision ${code}`);
    for (const [city, zip, area] of cities) {
      pairs.push([
        {
          countryCode: row.code,
          country: country.label.toLowerCase(),
          countryLabel: country.label,
          state: subdivision.label,
          stateCode: subdivision.value,
          stateShort: row.code === 'US' ? subdivision.localCode : subdivision.label,
          city,
          zipPattern: zip,
          phonePattern: row.phone.replace('{a}', area),
          locales,
        },
        weight / cities.length,
      ]);
    }
  }
  return weighted(pairs);
}

const US_PLACES = buildPlaces(US);
const ABROAD_COUNTRIES = weighted(ABROAD.map((row) => [buildPlaces(row), row.weight] as const));
const PLACES_BY_COUNTRY = new Map<string, Weighted<Place>>([
  ['US', US_PLACES],
  ...ABROAD_COUNTRIES.items.map((places) => [places.items[0].countryCode, places] as [string, Weighted<Place>]),
]);

/** A place in the given country (one the generator knows), weighted as pickPlace weights it. */
export function pickPlaceIn(rng: Rng, countryCode: string): Place {
  const places = PLACES_BY_COUNTRY.get(countryCode);
  return places ? rng.pickWeighted(places) : pickPlace(rng);
}

export function pickPlace(rng: Rng): Place {
  const places = rng.chance(US_SHARE) ? US_PLACES : rng.pickWeighted(ABROAD_COUNTRIES);
  return rng.pickWeighted(places);
}

/** Every place the generator can choose, for tests. */
export function allPlaces(): Place[] {
  return [...US_PLACES.items, ...ABROAD_COUNTRIES.items.flatMap((places) => [...places.items])];
}
