/** Real cities with parcel hubs, by country: where sandbox journeys travel. */
export const HUB_CITIES: Record<string, string[]> = {
  US: ['Memphis, TN', 'Louisville, KY', 'Indianapolis, IN', 'Chicago, IL', 'Dallas, TX', 'Ontario, CA', 'Newark, NJ', 'Atlanta, GA'],
  GB: ['Coventry', 'Daventry', 'Heathrow', 'Manchester', 'Birmingham', 'Leeds'],
  CA: ['Mississauga, ON', 'Montreal, QC', 'Calgary, AB', 'Vancouver, BC'],
  AU: ['Sydney, NSW', 'Melbourne, VIC', 'Brisbane, QLD', 'Perth, WA'],
  IN: ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad'],
  DE: ['Leipzig', 'Frankfurt', 'Cologne', 'Hamburg', 'Munich'],
  FR: ['Roissy-en-France', 'Lyon', 'Marseille', 'Lille'],
  NL: ['Amsterdam', 'Utrecht', 'Rotterdam'],
  ES: ['Madrid', 'Barcelona', 'Zaragoza'],
  IT: ['Milan', 'Bologna', 'Rome'],
  CN: ['Shenzhen', 'Guangzhou', 'Shanghai', 'Hangzhou'],
  JP: ['Tokyo', 'Osaka', 'Nagoya'],
  SG: ['Singapore'],
  MY: ['Kuala Lumpur', 'Shah Alam', 'Penang'],
  ID: ['Jakarta', 'Surabaya', 'Bandung'],
  MX: ['Mexico City', 'Guadalajara', 'Monterrey'],
  BR: ['São Paulo', 'Curitiba', 'Rio de Janeiro'],
  AE: ['Dubai', 'Abu Dhabi'],
  ZA: ['Johannesburg', 'Cape Town', 'Durban'],
  NZ: ['Auckland', 'Christchurch'],
};

export const COUNTRIES = Object.keys(HUB_CITIES);
