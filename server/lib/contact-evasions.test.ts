import { describe, expect, it } from "vitest";
import { HIDDEN, maskContactDetails } from "./contact-masking";

const H = HIDDEN;

/** Ways of writing a number or an address so a simple filter misses it: each one must come out hidden. */
const EVASIONS: [string, string][] = [
  ["call ９８７６５４３２１０", `call ${H}`],
  ["call ＋９１ ９８７６５ ４３２１０ now", `call ${H} now`],
  ["नंबर ९८७६५४३२१० है", `नंबर ${H} है`],
  ["फोन +९१ ९८७६५-४३२१० करें", `फोन ${H} करें`],
  ["Bengali ৯৮৭৬৫৪৩২১০", `Bengali ${H}`],
  ["Gurmukhi ੯੮੭੬੫੪੩੨੧੦", `Gurmukhi ${H}`],
  ["Gujarati ૯૮૭૬૫૪૩૨૧૦", `Gujarati ${H}`],
  ["Odia ୯୮୭୬୫୪୩୨୧୦", `Odia ${H}`],
  ["Tamil ௯௮௭௬௫௪௩௨௧௦", `Tamil ${H}`],
  ["Telugu ౯౮౭౬౫౪౩౨౧౦", `Telugu ${H}`],
  ["Kannada ೯೮೭೬೫೪೩೨೧೦", `Kannada ${H}`],
  ["Malayalam ൯൮൭൬൫൪൩൨൧൦", `Malayalam ${H}`],
  ["mixed ९8৭6੫4૩2୧0 ok", `mixed ${H} ok`],
  ["call 98765/43210", `call ${H}`],
  ["call 98765_43210", `call ${H}`],
  ["call 9_8_7_6_5_4_3_2_1_0", `call ${H}`],
  ["call 9/8/7/6/5/4/3/2/1/0", `call ${H}`],
  ["call 98765 | 43210", `call ${H}`],
  ["call 98*765*432*10", `call ${H}`],
  ["call 98765,43210", `call ${H}`],
  ["call 9 . 8 . 7 . 6 . 5 . 4 . 3 . 2 . 1 . 0", `call ${H}`],
  ["call me9876543210", `call me${H}`],
  ["call nine eight seven six five four three two one zero", `call ${H}`],
  ["NINE-EIGHT-SEVEN-SIX-FIVE-FOUR-THREE-TWO-ONE-ZERO", H],
  ["call 98765 four three two one zero", `call ${H}`],
  ["call nine double eight seven six five four three two one", `call ${H}`],
  ["call nine triple eight seven six five four three two", `call ${H}`],
  ["nau aath saat chhe paanch chaar teen do ek shunya pe call karo", `${H} pe call karo`],
  ["नौ आठ सात छह पांच चार तीन दो एक शून्य पर कॉल करें", `${H} पर कॉल करें`],
  ["नौ आठ सात छह पाँच 4 3 2 1 0", H],
  ["nau, aath, saat, chhe, paanch, chaar, teen, do, ek, zero", H],
  ["call ｎｉｎｅ ｅｉｇｈｔ ｓｅｖｅｎ ６５４３２１０", `call ${H}`],
  ["plus nine one 98765 43210", `plus ${H}`],
  ["mail asha at gmail dot com", `mail ${H}`],
  ["mail asha [at] gmail [dot] com", `mail ${H}`],
  ["mail asha(at)gmail(dot)com", `mail ${H}`],
  ["mail asha {at} gmail {dot} co {dot} in", `mail ${H}`],
  ["mail asha AT gmail DOT com", `mail ${H}`],
  ["mail asha dot verma at yahoo dot co dot in", `mail ${H}`],
  ["mail asha at the rate gmail dot com", `mail ${H}`],
  ["mail asha＠gmail．com", `mail ${H}`],
  ["mail asha @ gmail . com", `mail ${H}`],
  ["mail asha<at>gmail<dot>com", `mail ${H}`],
  ["mail asha at gmail.com", `mail ${H}`],
  ["mail asha एट gmail डॉट com", `mail ${H}`],
  ["pay asha [at] okaxis", `pay ${H}`],
  ["pay ９８７６５４３２１０@ybl", `pay ${H}`],
  ["call (+91) nine eight seven six five 43210", `call ${H}`],
  ["call 9️⃣8️⃣7️⃣6️⃣5️⃣4️⃣3️⃣2️⃣1️⃣0️⃣ now", `call ${H} now`],
  ["call 98765 ४३२१० after 5", `call ${H} after 5`],
  ["call 98765 43210, 5pm", `call ${H}, 5pm`],
  ["mail asha_verma(at)rediffmail(dot)com", `mail ${H}`],
  ["my id asha dot v at outlook dot com ok", `my id ${H} ok`],
  ["r a v i @ g m a i l . c o m", H],
  ["great seller, r a v i @ g m a i l . c o m for more", `great seller, ${H} for more`],
  ["mail r a v i at g m a i l dot c o m", `mail ${H}`],
  ["ravi @ g m a i l . c o m", H],
  ["call 9 8 7 6 5  4 3 2 1 0", `call ${H}`],
  ["accmwzoma8 at acceptance dot test", H],
  ["write to asha at verma dot family", `write to ${H}`],
  ["asha_v at shop dot example please", `${H} please`],
  ["mail asha at my dot own dot domain, thanks", `mail ${H}, thanks`],
  ["ask for ravi at mystore dot shop.", `ask for ${H}.`],
];

/** Ordinary messages: prices, models, dates, pincodes, counts. Not one character may change. */
const INNOCENT = [
  "Rs 38,500 is my best price",
  "₹12000 final",
  "Can you do 9,500 or 8,750?",
  "iPhone 13 128GB, battery 89%",
  "Galaxy S21 FE 5G 8/128",
  "Redmi Note 12 Pro 5G 6/128, bill dated 12/03/2024",
  "Bought on 12/03/2024, warranty till 11/03/2025",
  "Pin 560001 area, near MG Road",
  "Pickup from 110016 or 400050",
  "I am at home, dot on time",
  "I'll be at the shop at 6, Mon-Sat",
  "two chargers and one box",
  "one charger, two cables, three covers",
  "nine out of ten condition",
  "Do you have the bill? Ek saal purana hai",
  "Sat at home all day, can meet at 7",
  "Model A2403, serial ends 7731",
  "Offer 45000, final.",
  "Prices: 9,000 / 8,500 / 7,000",
  "8 GB RAM, 256 GB SSD, i5 11th gen, 15.6 inch",
  "Meet at Gate 2. Dot on 5 pm",
  "दाम ३८,५०० रुपये, पुराना फ़ोन",
  "Size 9, worn twice",
  "Order no. 2024-11-26 delivered",
  "Use code SAVE10 at checkout",
  "Available at home. In the evening",
  "Bought at croma.com last year",
  "Selling at 9000. Dot matrix printer, 2 cartridges",
  "Sizes 6, 7, 8, 9, 10",
  "Done at 6:30, 7:45 or 8:15 pm, 9:00?",
  "Rs. 7,999, 8,999 and 9,999",
  "Rs 95,00,000 flat",
  "10/10 condition, 9/10 battery",
  "ek do teen char panch",
  "meet at the station",
  "pick up at 5 dot",
  "I am at home dot on time",
  "Reach at 5 on the dot.",
  "Polka dot dress, bought at the mall",
  "Sizes S M L available at the store",
  "Rated 5 / 5 by a buyer at work",
  "A B C D grades at school dot matrix style",
];

describe("contact masking against evasions", () => {
  it.each(EVASIONS)("hides the contact in %j", (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each(INNOCENT)("leaves %j exactly as written", (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it("covers at least 40 evasions and 20 innocent messages", () => {
    expect(EVASIONS.length).toBeGreaterThanOrEqual(40);
    expect(INNOCENT.length).toBeGreaterThanOrEqual(20);
  });
});
