// Word lists the seed draws from, as comma-separated strings so they stay readable. Names mix the
// regions the product sells to, accents included, so search and sorting meet the spread of
// characters real data has.
const list = (text: string) => text.split(',').map((s) => s.trim());

export const FIRST_NAMES = list(`James, Mary, John, Patricia, Robert, Jennifer, Michael, Linda, David,
  Elizabeth, William, Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Charles, Karen, Daniel,
  Nancy, Matthew, Lisa, Anthony, Betty, Mark, Sandra, Paul, Ashley, Chinedu, Amara, Oluwaseun, Ngozi,
  Kwame, Abena, Tendai, Zanele, Kofi, Aisha, Mohammed, Fatima, Omar, Layla, Youssef, Mariam, Hassan,
  Noor, Ali, Zainab, Arjun, Priya, Rahul, Ananya, Vikram, Deepika, Sanjay, Kavya, Rohan, Isha, Wei, Mei,
  Hiroshi, Yuki, Min-jun, Seo-yeon, Thanh, Linh, Somchai, Nisa, Lucas, Sofia, Mateo, Valentina,
  Santiago, Camila, Diego, Isabella, Gabriel, Lucía, Luca, Giulia, Hans, Anna, Pierre, Camille, Jan,
  Eva, Piotr, Zofia, Dmitri, Olga, Ivan, Natalia, Mehmet, Elif, Nikos, Eleni, Lars, Ingrid`);

export const LAST_NAMES = list(`Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Wilson,
  Taylor, Anderson, Thomas, Moore, Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Okafor,
  Adeyemi, Mensah, Boateng, Nkosi, Dlamini, Mwangi, Otieno, Banda, Moyo, Khan, Ahmed, Hussein, Haddad,
  Nasser, Mansour, Farouk, Saleh, Rahman, Aziz, Sharma, Patel, Singh, Kumar, Gupta, Reddy, Iyer, Nair,
  Mehta, Chopra, Wang, Li, Zhang, Chen, Tanaka, Suzuki, Kim, Park, Nguyen, Tran, Silva, Santos,
  Oliveira, Pereira, Rodríguez, Martínez, Hernández, López, González, Pérez, Rossi, Russo, Müller,
  Schmidt, Dubois, Laurent, de Vries, Jansen, Kowalski, Nowak, Ivanov, Petrova, Smirnov, Volkova,
  Yılmaz, Kaya, Papadopoulos, Georgiou, Larsen, Berg, O'Brien, Murphy, Kelly, Walsh, MacDonald,
  Campbell, Stewart, Evans, Hughes, Price`);

// Repeated entries weight the draw.
export const EMAIL_DOMAINS = list(`gmail.com, gmail.com, gmail.com, yahoo.com, outlook.com, hotmail.com,
  icloud.com, proton.me, mail.ru, yandex.ru, gmx.de, web.de, libero.it, orange.fr, aol.com`);

/** `Country:dialling code`; repeated entries weight the draw towards the biggest markets. */
export const COUNTRIES = list(`United Kingdom:44, United Kingdom:44, United Kingdom:44, Nigeria:234,
  Nigeria:234, Nigeria:234, South Africa:27, South Africa:27, United Arab Emirates:971,
  United Arab Emirates:971, India:91, India:91, Malaysia:60, Kenya:254, Ghana:233, Germany:49,
  Italy:39, Spain:34, France:33, Poland:48, Turkey:90, Brazil:55, Mexico:52, Philippines:63,
  Thailand:66, Vietnam:84, Singapore:65, Australia:61, Canada:1, United States:1, Saudi Arabia:966,
  Egypt:20`).map((entry) => {
  const [country = '', code = ''] = entry.split(':');
  return { country, code };
});

/** What agents write after a call; most clients past new-client carry one of these. */
export const NOTE_TEXTS = [
  'Called, no answer. Will try again tomorrow morning.',
  'Left a voicemail introducing the Expert Advisor.',
  'Interested in automated trading, asked for the performance history.',
  'Has traded manually for two years; wants something hands-off.',
  'Asked about minimum deposit and broker compatibility.',
  'Prefers WhatsApp. Sent the product overview there.',
  'Busy this week, call back on Monday after 10am.',
  'Compared us with two other EAs, price is the main concern.',
  'Wants a demo on MT5 before committing.',
  'Spouse handles the finances; follow up with both on the call.',
  'Sent the invoice by email, waiting for payment confirmation.',
  'Payment received. Waiting for the trading account details.',
  'Account details received; passed to activation.',
  'Activated and running. Client is happy with the first week.',
  'Not interested right now, maybe after the holidays.',
  'Asked to be removed from the call list.',
];

/** Percent of clients per status, shaped like a real pipeline: most leads never get far. */
export const STATUS_MIX: readonly (readonly [string, number])[] = [
  ['new-client', 30],
  ['ringing', 20],
  ['interested', 12],
  ['not-interested', 18],
  ['invoice-sent', 7],
  ['account-details', 4],
  ['pending-activation', 3],
  ['closed-client', 6],
];

const PIPELINE = list(`new-client, ringing, interested, invoice-sent, account-details,
  pending-activation, closed-client`);

/** The way each status is usually reached, for the seeded history (oldest first). */
export function statusPath(status: string): string[] {
  if (status === 'not-interested') return ['new-client', 'ringing', 'not-interested'];
  return PIPELINE.slice(0, PIPELINE.indexOf(status) + 1);
}

export const TRADING_SERVERS = list('ICMarkets-Live05, Exness-Real8, Pepperstone-Edge02, FXTM-ECN');
