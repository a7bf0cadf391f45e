// Parent of every industries.csv row whose top_level column is blank (the taxonomy's finest sub-industries).
// Written by hand from the LinkedIn industry taxonomy V2 hierarchy (root > industry group > sub-industry).
// A parent is either a row that has a top_level in the CSV, or another row listed here; the import script
// walks up until it reaches one with a top_level, and fails if a blank row is missing here or a name is stale.
module.exports = {
  // Farming, Ranching, Forestry
  farming: ['horticulture'],
  'ranching and fisheries': ['ranching', 'fisheries'],

  // Oil, Gas, and Mining
  'oil and gas': ['oil extraction', 'natural gas extraction'],
  mining: ['coal mining', 'metal ore mining', 'nonmetallic mineral mining'],

  // Utilities
  'electric power generation': [
    'biomass electric power generation',
    'fossil fuel electric power generation',
    'geothermal electric power generation',
    'hydroelectric power generation',
    'nuclear electric power generation',
    'renewable energy power generation',
    'solar electric power generation',
    'wind electric power generation',
  ],
  'water, waste, steam, and air conditioning services': [
    'steam and air-conditioning supply',
    'waste collection',
    'waste treatment and disposal',
    'water supply and irrigation systems',
  ],

  // Construction
  'building construction': ['nonresidential building construction', 'residential building construction'],
  'civil engineering': [
    'highway, street, and bridge construction',
    'subdivision of land',
    'utility system construction',
  ],
  'specialty trade contractors': [
    'building equipment contractors',
    'building finishing contractors',
    'building structure and exterior contractors',
  ],

  // Manufacturing
  manufacturing: ['climate technology product manufacturing'],
  'food and beverage manufacturing': [
    'animal feed manufacturing',
    'baked goods manufacturing',
    'beverage manufacturing',
    'dairy product manufacturing',
    'fruit and vegetable preserves manufacturing',
    'meat products manufacturing',
    'seafood product manufacturing',
    'sugar and confectionery product manufacturing',
  ],
  'beverage manufacturing': ['breweries', 'distilleries', 'wineries'],
  'apparel manufacturing': ['fashion accessories manufacturing'],
  'leather product manufacturing': ['footwear manufacturing', "women's handbag manufacturing"],
  'chemical manufacturing': [
    'agricultural chemical manufacturing',
    'artificial rubber and synthetic fiber manufacturing',
    'chemical raw materials manufacturing',
    'paint, coating, and adhesive manufacturing',
    'personal care product manufacturing',
    'pharmaceutical manufacturing',
    'soap and cleaning product manufacturing',
  ],
  'plastics and rubber product manufacturing': [
    'packaging and containers manufacturing',
    'plastics manufacturing',
    'rubber products manufacturing',
  ],
  'glass, ceramics and concrete manufacturing': [
    'abrasives and nonmetallic minerals manufacturing',
    'clay and refractory products manufacturing',
    'glass product manufacturing',
    'lime and gypsum products manufacturing',
  ],
  'fabricated metal products': [
    'architectural and structural metal manufacturing',
    'boilers, tanks, and shipping container manufacturing',
    'construction hardware manufacturing',
    'cutlery and handtool manufacturing',
    'metal treatments',
    'metal valve, ball, and roller manufacturing',
    'spring and wire product manufacturing',
    'turned products and fastener manufacturing',
  ],
  'machinery manufacturing': [
    'agriculture, construction, mining machinery manufacturing',
    'automation machinery manufacturing',
    'commercial and service industry machinery manufacturing',
    'engines and power transmission equipment manufacturing',
    'hvac and refrigeration equipment manufacturing',
    'industrial machinery manufacturing',
    'metalworking machinery manufacturing',
  ],
  'automation machinery manufacturing': ['robot manufacturing'],
  'computers and electronics manufacturing': [
    'accessible hardware manufacturing',
    'audio and video equipment manufacturing',
    'communications equipment manufacturing',
    'computer hardware manufacturing',
    'magnetic and optical media manufacturing',
    'measuring and control instrument manufacturing',
    'semiconductor manufacturing',
  ],
  'semiconductor manufacturing': ['renewable energy semiconductor manufacturing'],
  'appliances, electrical, and electronics manufacturing': [
    'electric lighting equipment manufacturing',
    'electrical equipment manufacturing',
    'household appliance manufacturing',
  ],
  'electrical equipment manufacturing': [
    'fuel cell manufacturing',
    'renewable energy equipment manufacturing',
    'smart meter manufacturing',
  ],
  'transportation equipment manufacturing': [
    'alternative fuel vehicle manufacturing',
    'aviation and aerospace component manufacturing',
    'defense and space manufacturing',
    'motor vehicle manufacturing',
    'motor vehicle parts manufacturing',
    'railroad equipment manufacturing',
    'shipbuilding',
  ],
  'furniture and home furnishings manufacturing': [
    'household and institutional furniture manufacturing',
    'mattress and blinds manufacturing',
    'office furniture and fixtures manufacturing',
  ],

  // Retail
  'food and beverage retail': ['retail groceries'],
  'retail health and personal care products': ['retail pharmacies'],

  // Transportation, Logistics, Supply Chain and Storage
  'ground passenger transportation': [
    'interurban and rural bus services',
    'school and employee bus services',
    'shuttles and special needs transportation services',
    'sightseeing transportation',
    'taxi and limousine services',
    'urban transit services',
  ],

  // Technology, Information and Media
  'technology, information and media': ['media and telecommunications', 'movies, videos and sound'],
  'technology, information and internet': ['blockchain services'],
  'book and periodical publishing': ['book publishing', 'newspaper publishing', 'periodical publishing'],
  'movies, videos and sound': [
    'animation and post-production',
    'media production',
    'movies and sound recording',
    'sheet music publishing',
    'sound recording',
  ],
  'broadcast media production and distribution': [
    'cable and satellite programming',
    'radio and television broadcasting',
  ],
  telecommunications: ['satellite telecommunications', 'telecommunications carriers', 'wireless services'],
  'software development': [
    'computer games',
    'computer networking products',
    'data security software products',
    'desktop computing software products',
    'embedded software products',
    'mobile computing software products',
  ],
  'computer games': ['mobile gaming apps'],
  'data infrastructure and analytics': ['business intelligence platforms', 'climate data and analytics'],
  'information services': ['internet publishing', 'libraries'],
  'internet publishing': ['blogs', 'business content', 'online audio and video media'],
  'online audio and video media': ['internet news'],

  // Financial Services
  'credit intermediation': ['banking', 'international trade and development', 'loan brokers', 'savings institutions'],
  'capital markets': [
    'investment advice',
    'investment banking',
    'investment management',
    'securities and commodity exchanges',
    'venture capital and private equity principals',
  ],
  insurance: ['claims adjusting, actuarial services', 'insurance agencies and brokerages', 'insurance carriers'],
  'funds and trusts': ['insurance and employee benefit funds', 'pension funds', 'trusts and estates'],

  // Real Estate and Equipment Rental Services
  'real estate': [
    'leasing non-residential real estate',
    'leasing residential real estate',
    'real estate agents and brokers',
  ],
  'equipment rental services': ['commercial and industrial equipment rental', 'consumer goods rental'],

  // Professional Services
  'professional services': ['photography'],
  'legal services': ['alternative dispute resolution', 'law practice'],
  'architecture and planning': ['accessible architecture and design', 'regenerative design'],
  'design services': ['graphic design', 'interior design'],
  'engineering services': ['robotics engineering', 'surveying and mapping services'],
  'it services and it consulting': [
    'computer and network security',
    'digital accessibility services',
    'it system custom software development',
    'it system data services',
    'it system design services',
    'it system installation and disposal',
    'it system operations and maintenance',
    'it system testing and evaluation',
    'it system training and support',
  ],
  'business consulting and services': [
    'environmental services',
    'human resources services',
    'marketing services',
    'operations consulting',
    'outsourcing and offshoring consulting',
    'strategic management services',
  ],
  'marketing services': [
    'government relations services',
    'market research',
    'public relations and communications services',
  ],
  'research services': ['biotechnology research', 'nanotechnology research', 'think tanks'],

  // Administrative and Support Services
  'facilities services': ['janitorial services', 'landscaping services'],
  'security and investigations': ['security guards and patrol services', 'security systems services'],
  'staffing and recruiting': ['executive search services', 'temporary help services'],

  // Education
  'technical and vocational training': [
    'cosmetology and barber schools',
    'fine arts schools',
    'flight training',
    'language schools',
    'secretarial schools',
    'sports and recreation instruction',
  ],

  // Hospitals and Health Care
  'medical practices': [
    'alternative medicine',
    'ambulance services',
    'chiropractors',
    'dentists',
    'family planning centers',
    'home health care services',
    'medical and diagnostic laboratories',
    'mental health care',
    'optometrists',
    'outpatient care centers',
    'physical, occupational and speech therapists',
    'physicians',
  ],
  'individual and family services': [
    'child day care services',
    'emergency and relief services',
    'vocational rehabilitation services',
  ],
  'community services': ['services for the elderly and disabled'],

  // Entertainment Providers
  'performing arts and spectator sports': ['performing arts'],
  'performing arts': ['circuses and magic shows', 'dance companies', 'theater companies'],
  'spectator sports': ['racetracks', 'sports teams and clubs'],
  'museums, historical sites, and zoos': ['historical sites', 'museums', 'zoos and botanical gardens'],
  'recreational facilities': [
    'amusement parks and arcades',
    'gambling facilities and casinos',
    'golf courses and country clubs',
    'skiing facilities',
    'wellness and fitness services',
  ],

  // Accommodation Services
  hospitality: ['bed-and-breakfasts, hostels, homestays', 'hotels and motels'],
  'food and beverage services': ['bars, taverns, and nightclubs', 'caterers', 'mobile food services', 'restaurants'],

  // Consumer Services
  'repair and maintenance': [
    'commercial and industrial machinery maintenance',
    'electronic and precision equipment maintenance',
    'footwear and leather goods repair',
    'reupholstery and furniture repair',
    'vehicle repair and maintenance',
  ],
  'personal and laundry services': ['laundry and drycleaning services', 'personal care services', 'pet services'],
  'civic and social organizations': ['industry associations', 'political organizations', 'professional organizations'],

  // Government Administration
  'public policy offices': ['executive offices', 'legislative offices'],
  'administration of justice': [
    'correctional institutions',
    'courts of law',
    'fire protection',
    'law enforcement',
    'public safety',
  ],
  'health and human services': ['education administration programs', 'public assistance programs', 'public health'],
  'environmental quality programs': ['air, water, and waste program management', 'conservation programs'],
  'housing and community development': ['community development and urban planning', 'housing programs'],
  'economic programs': ['transportation programs', 'utilities administration'],
  'military and international affairs': ['armed forces', 'international affairs'],
};
