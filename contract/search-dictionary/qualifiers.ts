/**
 * Words that say who a thing is for or what it is made of, rather than what it is. A search that finds nothing with
 * them all is tried again without these ("ladies bag" finds a handbag that does not say "ladies"); none names a
 * category. Each line as in electronics.ts.
 */
export const QUALIFIER_WORDS = [
  "women, woman, ladies, lady, female, womens / महिला, महिलाओं, औरत, लेडीज़, लेडीज / mahila, ladis, ledies, ladys",
  "men, man, gents, male, mens / पुरुष, आदमी, मर्द, जेंट्स / purush, aadmi, gent",
  "girls, girl / लड़की, लड़कियों, लड़कियाँ / ladki, ladkiyon, larki",
  "boys, boy / लड़का, लड़कों, लड़के / ladka, ladke, larka",
  "wedding, bridal, shaadi / शादी, दुल्हन, विवाह / shadi, dulhan, vivah",
  "party, party wear / पार्टी / parti",
  "festive, ethnic, traditional / त्योहार, पारंपरिक / tyohar, paramparik",
  "gold, golden / सोना, सोने, सुनहरा / sona, sone, sunehra",
  "silver / चाँदी, चांदी / chandi, chaandi",
  "silk / रेशम, रेशमी / resham, reshmi",
  "cotton / सूती, कॉटन / suti, coton",
  "leather / चमड़ा, चमड़े, लेदर / chamda, chamde, lether",
  "wood, wooden, sheesham, teak / लकड़ी, शीशम, सागौन / lakdi, lakri, shisham, sagwan",
  "steel, stainless steel / स्टील / stil, isteel",
  "plastic / प्लास्टिक / plastik",
  "black / काला, काली, काले / kala, kali, kale",
  "white / सफ़ेद, सफेद / safed, safaid",
  "red / लाल / laal, lal",
  "blue / नीला, नीली, नीले / neela, nila, neeli",
  "green / हरा, हरी, हरे / hara, hari",
  "yellow / पीला, पीली / peela, pila",
  "pink / गुलाबी / gulabi",
  "brown / भूरा / bhura",
  "small, mini / छोटा, छोटी, छोटे / chhota, chota, choti",
  "big, large, jumbo / बड़ा, बड़ी, बड़े / bada, badi, bade",
  "new, unused, sealed / नया, नई, नए / naya, nayi, naye",
  "electric / बिजली, इलेक्ट्रिक / bijli, electrik",
  "automatic / ऑटोमैटिक / automatik",
  "portable / पोर्टेबल / portebal",
  "wireless, bluetooth / वायरलेस, ब्लूटूथ / wirless, bluetuth, blutooth",
  "gear, geared / गियर / giyar",
  "petrol / पेट्रोल / petrole",
  "diesel / डीज़ल, डीजल / dijal, deisel",
  "model / मॉडल / modal",
  "warranty, bill / वारंटी, बिल / waranty, warrenty",
  "original, genuine / असली, ओरिजिनल / asli, orignal, orginal",
  "double, single / डबल, सिंगल / dabal",
  "home, house / घर, घरेलू / ghar, gharelu",
  "school / स्कूल, विद्यालय / skool, iskool",
  "class, standard / कक्षा / kaksha",
  "hindi / हिंदी, हिन्दी / hindee",
  "english / अंग्रेज़ी, अंग्रेजी / angrezi, angreji",
] as const;

/**
 * Words that say nothing about the thing: everything here is second-hand, and "sasta" or "chahiye" only says how
 * the person feels about it. Left out of a search, unless the search has nothing else.
 */
export const FILLER_WORDS = [
  "used, old, second, hand, secondhand, cheap, sale, sell, selling, buy, want, need, good, best, condition, price",
  "purana, purani, purane, sasta, sasti, saste, chahiye, chaiye, chahie, bechna, bechne, bechni, kharidna, kharidne",
  "wala, wali, wale, ka, ki, ke, mein, me, mai, hai, ko, se, aur, or, acha, accha, achha, achchha, bahut, kam, daam, dam",
  "पुराना, पुरानी, पुराने, सस्ता, सस्ती, सस्ते, चाहिए, चाहिये, बेचना, बेचने, ख़रीदना, खरीदना, वाला, वाली, वाले",
  "का, की, के, में, है, हैं, को, से, और, अच्छा, अच्छी, अच्छे, बहुत, कम, दाम, सेकंड, हैंड, सेकेंड, इस्तेमाल",
] as const;
