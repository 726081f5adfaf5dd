/**
 * What the server (and the contract's form checks) say, in Hindi, keyed by the English text (decision 0046). The
 * error handler answers a Hindi reader from it; the Hindi web catalogue carries it for the form checks shown in the
 * browser. A text missing here falls back to the sentence for its `code` (HINDI_BY_CODE), never to English.
 */
export const HINDI_TEXTS: Readonly<Record<string, string>> = {
  "Your name has been updated.": "आपका नाम अपडेट हो गया।",
  "Your language has been saved.": "आपकी भाषा सेव हो गई।",
  "Send a new full name or language": "नया पूरा नाम या भाषा भेजें",
  "This is already your email address": "यह पहले से आपका ईमेल पता है",
  "An account with this email already exists": "इस ईमेल से पहले से एक अकाउंट है",
  "Your email address has been changed.": "आपका ईमेल पता बदल गया।",
  "Please enter your current password": "अपना मौजूदा पासवर्ड डालें",
  "Your current password is not correct": "आपका मौजूदा पासवर्ड सही नहीं है",
  "The new password must be different from the current one": "नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए",
  "Your password was changed meanwhile. Please try again.": "इस बीच आपका पासवर्ड बदल दिया गया। फिर से कोशिश करें।",
  "Your password has been changed. You have been logged out on your other devices.":
    "आपका पासवर्ड बदल गया। आपके बाकी डिवाइस से लॉग आउट कर दिया गया है।",
  "This session does not exist or has already ended": "यह सेशन मौजूद नहीं है या पहले ही खत्म हो चुका है",
  "That device has been logged out.": "उस डिवाइस से लॉग आउट कर दिया गया।",
  "Email, username or mobile number is required": "ईमेल, यूज़रनेम या मोबाइल नंबर डालना ज़रूरी है",
  "Password is required": "पासवर्ड डालना ज़रूरी है",
  "This password is too common. Please choose a less guessable one.":
    "यह पासवर्ड बहुत आम है। ऐसा पासवर्ड चुनें जिसका अंदाज़ा लगाना मुश्किल हो।",
  "Passwords don't match": "पासवर्ड मेल नहीं खाते",
  "OTP must be 6 digits": "OTP 6 अंकों का होना चाहिए",
  "Full name must be at least 2 characters": "पूरा नाम कम से कम 2 अक्षरों का होना चाहिए",
  "Username must be at least 3 characters": "यूज़रनेम कम से कम 3 अक्षरों का होना चाहिए",
  "Username may use letters, numbers, dots and underscores only": "यूज़रनेम में सिर्फ़ अक्षर, अंक, डॉट और अंडरस्कोर हो सकते हैं",
  "Username cannot be a mobile number": "यूज़रनेम मोबाइल नंबर नहीं हो सकता",
  "Please select a role": "कृपया एक भूमिका चुनें",
  "Please confirm you are 16 or older and accept the Terms":
    "पुष्टि करें कि आपकी उम्र 16 साल या उससे ज़्यादा है और नियम स्वीकार करें",
  "Invalid credentials. Please check and try again.": "लॉग इन की जानकारी गलत है। जाँचकर फिर से कोशिश करें।",
  "Please verify your email before logging in. We can send you a new code.":
    "लॉग इन से पहले अपना ईमेल वेरिफ़ाई करें। हम आपको नया कोड भेज सकते हैं।",
  "Full name must be at most 100 characters": "पूरा नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है",
  "Username must be at most 30 characters": "यूज़रनेम ज़्यादा से ज़्यादा 30 अक्षरों का हो सकता है",
  "Mobile number must be 10 digits": "मोबाइल नंबर 10 अंकों का होना चाहिए",
  "Please fill in all required fields": "कृपया सभी ज़रूरी जानकारी भरें",
  "Pincode must be 6 digits and cannot start with 0": "पिनकोड 6 अंकों का होना चाहिए और 0 से शुरू नहीं हो सकता",
  "Your address has been saved successfully!": "आपका पता सेव हो गया!",
  "Address has been removed successfully!": "पता हटा दिया गया!",
  "Address not found": "पता नहीं मिला",
  "Please enter the recipient's name": "पाने वाले का नाम डालें",
  "Phone must be 10 digits starting with 6, 7, 8 or 9": "फ़ोन नंबर 10 अंकों का हो और 6, 7, 8 या 9 से शुरू हो",
  "Add the recipient's name and phone to this address: the courier needs them.":
    "इस पते में पाने वाले का नाम और फ़ोन नंबर जोड़ें: कूरियर को इनकी ज़रूरत है।",
  "Must be text": "टेक्स्ट होना चाहिए",
  "Must be at most 255 characters": "ज़्यादा से ज़्यादा 255 अक्षर हो सकते हैं",
  "Please enter a coupon code": "कूपन कोड डालें",
  "Invalid coupon code": "कूपन कोड सही नहीं है",
  "This coupon is no longer active": "यह कूपन अब चालू नहीं है",
  "This coupon is not valid yet": "यह कूपन अभी लागू नहीं है",
  "This coupon has expired": "इस कूपन की समय-सीमा खत्म हो गई है",
  "This coupon has reached its usage limit": "यह कूपन अपनी इस्तेमाल की सीमा तक पहुँच गया है",
  "You have already used this coupon": "आप यह कूपन पहले ही इस्तेमाल कर चुके हैं",
  "This coupon would make the order free. Coupons can lower the total to ₹1 at the least, so it cannot be used here.":
    "इस कूपन से ऑर्डर मुफ़्त हो जाएगा। कूपन से कुल रकम कम से कम ₹1 तक ही घट सकती है, इसलिए यह यहाँ इस्तेमाल नहीं हो सकता।",
  "Coupon applied": "कूपन लग गया",
  "This coupon is for your first order": "यह कूपन आपके पहले ऑर्डर के लिए है",
  "The price has changed. Please review the order summary again.": "कीमत बदल गई है। ऑर्डर की जानकारी फिर से देखें।",
  "This item is no longer available": "यह सामान अब उपलब्ध नहीं है",
  "You cannot buy your own listing": "आप अपनी ही लिस्टिंग नहीं खरीद सकते",
  "Please verify your email before buying": "खरीदने से पहले अपना ईमेल वेरिफ़ाई करें",
  "Payment initiated": "पेमेंट शुरू हो गया",
  "Orders are placed only by a verified payment: start from the product page with Buy Now.":
    "ऑर्डर सिर्फ़ वेरिफ़ाइड पेमेंट से होते हैं: प्रोडक्ट पेज पर 'अभी खरीदें' से शुरू करें।",
  "Security validation failed. Please try again.": "सुरक्षा जाँच पूरी नहीं हुई। फिर से कोशिश करें।",
  "Invalid order data. Please contact support.": "ऑर्डर की जानकारी सही नहीं है। सहायता टीम से संपर्क करें।",
  "Server error occurred. Please try again later.": "सर्वर में गड़बड़ी हुई। थोड़ी देर बाद फिर से कोशिश करें।",
  "This item was sold to another buyer just before your payment completed. Your payment will be refunded in full.":
    "आपका पेमेंट पूरा होने से ठीक पहले यह सामान किसी और खरीदार को बिक गया। आपका पूरा पेमेंट रिफ़ंड किया जाएगा।",
  "The coupon on this payment was used up before your payment completed, so the order could not be placed. Your payment will be refunded in full.":
    "पेमेंट पूरा होने से पहले इस पेमेंट का कूपन खत्म हो गया, इसलिए ऑर्डर नहीं हो सका। आपका पूरा पेमेंट रिफ़ंड किया जाएगा।",
  "Your payment reached us after this checkout had closed, so no order was placed. It will be refunded in full.":
    "आपका पेमेंट चेकआउट बंद होने के बाद हम तक पहुँचा, इसलिए कोई ऑर्डर नहीं हुआ। पूरा पैसा रिफ़ंड किया जाएगा।",
  "This checkout was already paid. Your second payment will be refunded in full.":
    "इस चेकआउट का पेमेंट पहले ही हो चुका था। आपका दूसरा पेमेंट पूरा रिफ़ंड किया जाएगा।",
  "Your payment is awaiting confirmation from the bank. We will place the order as soon as it is confirmed.":
    "आपका पेमेंट बैंक की पुष्टि का इंतज़ार कर रहा है। पुष्टि होते ही हम ऑर्डर कर देंगे।",
  "Your query has been sent successfully! We'll get back to you soon.":
    "आपका सवाल भेज दिया गया! हम जल्द ही आपसे संपर्क करेंगे।",
  "Failed to send message. Please try again.": "मैसेज नहीं भेजा जा सका। फिर से कोशिश करें।",
  "Contact details in the listing": "लिस्टिंग में संपर्क की जानकारी",
  "Amount is required": "रकम डालना ज़रूरी है",
  "Amount must be a positive number": "रकम शून्य से ज़्यादा होनी चाहिए",
  "Amount must be a whole number of rupees": "रकम पूरे रुपयों में होनी चाहिए",
  "Your offer must be below the listing price": "आपका ऑफ़र लिस्टिंग की कीमत से कम होना चाहिए",
  "An offer rule must be a whole number of rupees above 0, or empty":
    "ऑफ़र नियम 0 से ज़्यादा पूरे रुपयों में होना चाहिए, या खाली छोड़ें",
  "The automatic decline price must not be above the automatic accept price":
    "अपने-आप अस्वीकार की कीमत अपने-आप स्वीकार की कीमत से ज़्यादा नहीं हो सकती",
  "An offer rule must not be above the listing price": "ऑफ़र नियम लिस्टिंग की कीमत से ज़्यादा नहीं हो सकता",
  "The new price is below your automatic accept price: change your offer rules with the price, or keep the price":
    "नई कीमत आपकी अपने-आप स्वीकार की कीमत से कम है: कीमत के साथ अपने ऑफ़र नियम भी बदलें, या कीमत वही रखें",
  "The seller is looking for a higher offer": "विक्रेता ज़्यादा ऊंचा ऑफ़र चाहते हैं",
  "Your offer was accepted. Pay within 48 hours to buy it at this price.":
    "आपका ऑफ़र स्वीकार हो गया। इस कीमत पर खरीदने के लिए 48 घंटे में पेमेंट करें।",
  "Offer rules saved": "ऑफ़र नियम सेव हो गए",
  "Only the seller can change the offer rules of this listing": "इस लिस्टिंग के ऑफ़र नियम सिर्फ़ विक्रेता बदल सकते हैं",
  "Only the seller can see the offer rules of this listing": "इस लिस्टिंग के ऑफ़र नियम सिर्फ़ विक्रेता देख सकते हैं",
  "Send autoAcceptAt and autoDeclineBelow, each a whole number of rupees or null":
    "autoAcceptAt और autoDeclineBelow भेजें, दोनों पूरे रुपयों में या null",
  "Invalid Amount: Please enter a valid counter offer amount": "रकम सही नहीं है: काउंटर ऑफ़र की सही रकम डालें",
  "The counter offer must be above the buyer's offer": "काउंटर ऑफ़र खरीदार के ऑफ़र से ज़्यादा होना चाहिए",
  "The counter offer must be below the listing price": "काउंटर ऑफ़र लिस्टिंग की कीमत से कम होना चाहिए",
  "Message must be at most 500 characters": "मैसेज ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है",
  "Contact details (phone numbers, e-mail addresses, UPI IDs) were hidden from your message: buyer and seller talk only through Dobara.":
    "आपके मैसेज से संपर्क की जानकारी (फ़ोन नंबर, ईमेल पते, UPI ID) छिपा दी गई: खरीदार और विक्रेता सिर्फ़ Dobara के ज़रिए बात करते हैं।",
  "You already have an open offer on this listing. Wait for the seller's answer.":
    "इस लिस्टिंग पर आपका एक ऑफ़र पहले से खुला है। विक्रेता के जवाब का इंतज़ार करें।",
  "This listing is not available for offers": "इस लिस्टिंग पर ऑफ़र नहीं दिया जा सकता",
  "You cannot make an offer on your own listing": "आप अपनी ही लिस्टिंग पर ऑफ़र नहीं दे सकते",
  "Please verify your email before making offers": "ऑफ़र देने से पहले अपना ईमेल वेरिफ़ाई करें",
  "Offer submitted": "ऑफ़र भेज दिया गया",
  "Only an offer still waiting for an answer can be withdrawn":
    "सिर्फ़ वही ऑफ़र वापस लिया जा सकता है जिसका जवाब अभी नहीं आया",
  "Only the buyer can withdraw this offer": "यह ऑफ़र सिर्फ़ खरीदार वापस ले सकता है",
  "Order Not Found": "ऑर्डर नहीं मिला",
  "This order can no longer be cancelled: it has been picked up.": "यह ऑर्डर अब रद्द नहीं हो सकता: सामान पिकअप हो चुका है।",
  "Order cancelled. Your full refund is on its way.": "ऑर्डर रद्द हो गया। आपका पूरा रिफ़ंड भेजा जा रहा है।",
  "We could not reach the courier to cancel this parcel, so nothing has changed. Please try again in a few minutes.":
    "यह पार्सल रद्द करने के लिए कूरियर से संपर्क नहीं हो सका, इसलिए कुछ नहीं बदला। कुछ मिनट बाद फिर से कोशिश करें।",
  "A return can be requested only after delivery": "रिटर्न की रिक्वेस्ट डिलीवरी के बाद ही की जा सकती है",
  "The 48-hour return window for this order has closed": "इस ऑर्डर के रिटर्न का 48 घंटे का समय खत्म हो गया है",
  "A return has already been requested for this order": "इस ऑर्डर के लिए रिटर्न की रिक्वेस्ट पहले ही हो चुकी है",
  "Fashion items are checked and returned at the doorstep on delivery, not through a return request.":
    "फ़ैशन का सामान डिलीवरी के समय दरवाज़े पर ही जाँचा और लौटाया जाता है, रिटर्न रिक्वेस्ट से नहीं।",
  "Please describe the reason for the return": "रिटर्न की वजह बताएँ",
  "Please choose a reason for cancelling": "रद्द करने की वजह चुनें",
  "Please choose a reason for the return": "रिटर्न की वजह चुनें",
  "This order was not accepted within 48 hours and is being cancelled":
    "यह ऑर्डर 48 घंटे में स्वीकार नहीं हुआ, इसलिए रद्द किया जा रहा है",
  "Only the buyer can do this": "यह सिर्फ़ खरीदार कर सकता है",
  "Only the seller can accept this order": "यह ऑर्डर सिर्फ़ विक्रेता स्वीकार कर सकता है",
  "Sent for review: your listing goes live once an admin approves it.":
    "जाँच के लिए भेज दिया: एडमिन की मंज़ूरी मिलते ही आपकी लिस्टिंग दिखने लगेगी।",
  "Please fill in all required fields: title, description, price, and category.":
    "सभी ज़रूरी जानकारी भरें: टाइटल, विवरण, कीमत और कैटेगरी।",
  "Please select or add a bank account to receive payments when your product is sold.":
    "प्रोडक्ट बिकने पर पैसे पाने के लिए बैंक खाता चुनें या जोड़ें।",
  "Price must be a whole number of rupees from ₹1 to ₹5,00,00,000": "कीमत ₹1 से ₹5,00,00,000 के बीच पूरे रुपयों में होनी चाहिए",
  "Title is required": "टाइटल डालना ज़रूरी है",
  "Description is required": "विवरण डालना ज़रूरी है",
  "Price is required": "कीमत डालना ज़रूरी है",
  "You can upload maximum 5 images per product.": "एक प्रोडक्ट की ज़्यादा से ज़्यादा 5 फ़ोटो अपलोड कर सकते हैं।",
  "Add at least one photo of the item: buyers will not consider a listing without one.":
    "सामान की कम से कम एक फ़ोटो जोड़ें: बिना फ़ोटो वाली लिस्टिंग खरीदार नहीं देखते।",
  "Please choose a category from the list": "लिस्ट से एक कैटेगरी चुनें",
  "Address line 1 is required": "पते की पहली लाइन ज़रूरी है",
  "City is required": "शहर डालना ज़रूरी है",
  "State is required": "राज्य डालना ज़रूरी है",
  "Choose a product type from the list for this category": "इस कैटेगरी के लिए लिस्ट से प्रोडक्ट का प्रकार चुनें",
  "Choose a brand from the list, or Other": "लिस्ट से ब्रांड चुनें, या 'अन्य'",
  "Choose a brand (at most 80 characters)": "ब्रांड चुनें (ज़्यादा से ज़्यादा 80 अक्षर)",
  "Condition must be one of new, like_new, good, fair, poor":
    "हालत new, like_new, good, fair या poor में से एक होनी चाहिए",
  "RAM and storage apply only to mobile phones": "RAM और स्टोरेज सिर्फ़ मोबाइल फ़ोन के लिए हैं",
  "Add a photo of the bill, or choose No": "बिल की फ़ोटो जोड़ें, या 'नहीं' चुनें",
  "Please select a video file under 50MB.": "50MB से छोटी वीडियो फ़ाइल चुनें।",
  "The photos are too large to send together (25 MB in all). Please choose fewer or smaller photos.":
    "फ़ोटो एक साथ भेजने के लिए बहुत बड़ी हैं (कुल 25 MB)। कम या छोटी फ़ोटो चुनें।",
  "The video must be an MP4, WebM or MOV file": "वीडियो MP4, WebM या MOV फ़ाइल होना चाहिए",
  "The video must be one you uploaded for this listing": "वीडियो वही होना चाहिए जो आपने इस लिस्टिंग के लिए अपलोड किया",
  "Invalid File": "फ़ाइल सही नहीं है",
  "Your product has been submitted for admin approval.": "आपका प्रोडक्ट एडमिन की मंज़ूरी के लिए भेज दिया गया।",
  "Your product has been updated and sent for admin approval.":
    "आपका प्रोडक्ट अपडेट होकर एडमिन की मंज़ूरी के लिए भेज दिया गया।",
  "Condition must be Like New or Good": "हालत 'नए जैसा' या 'अच्छी' होनी चाहिए",
  "Title must be at most 120 characters": "टाइटल ज़्यादा से ज़्यादा 120 अक्षरों का हो सकता है",
  "Description must be at most 5000 characters": "विवरण ज़्यादा से ज़्यादा 5000 अक्षरों का हो सकता है",
  "Search text must be at most 100 characters": "खोज ज़्यादा से ज़्यादा 100 अक्षरों की हो सकती है",
  "Rating must be a whole number from 1 to 5": "रेटिंग 1 से 5 के बीच पूरी संख्या होनी चाहिए",
  "An order can be rated only after it has been delivered": "ऑर्डर को रेटिंग डिलीवरी के बाद ही दी जा सकती है",
  "A cancelled order cannot be rated": "रद्द हुए ऑर्डर को रेटिंग नहीं दी जा सकती",
  "You have already rated this order": "आप इस ऑर्डर को पहले ही रेटिंग दे चुके हैं",
  "Seller not found": "विक्रेता नहीं मिला",
  "Thank you for your rating": "रेटिंग देने के लिए धन्यवाद",
  "Prohibited item": "प्रतिबंधित सामान",
  "Counterfeit or fake": "नकली सामान",
  "Wrong category": "गलत कैटेगरी",
  "Offensive content": "आपत्तिजनक सामग्री",
  "Looks like a scam": "धोखाधड़ी लगती है",
  "Something else": "कुछ और",
  "Please tell us what is wrong with this listing": "बताएँ कि इस लिस्टिंग में क्या गलत है",
  "You have already reported this listing": "आप इस लिस्टिंग की शिकायत पहले ही कर चुके हैं",
  "You cannot report your own listing": "आप अपनी ही लिस्टिंग की शिकायत नहीं कर सकते",
  "Product not found": "प्रोडक्ट नहीं मिला",
  "Thank you. Our team will review this listing.": "धन्यवाद। हमारी टीम इस लिस्टिंग की जाँच करेगी।",
  "This listing is being reviewed by our team after reports and cannot be bought right now":
    "शिकायतों के बाद हमारी टीम इस लिस्टिंग की जाँच कर रही है, अभी इसे खरीदा नहीं जा सकता",
  "Please enter a valid 6-digit pincode": "सही 6 अंकों का पिनकोड डालें",
  "We could not check delivery just now. Please try again in a minute.":
    "अभी डिलीवरी की जानकारी नहीं मिल सकी। एक मिनट बाद फिर से कोशिश करें।",
  "This listing has no pickup pincode, so we cannot estimate delivery for it yet.":
    "इस लिस्टिंग का पिकअप पिनकोड नहीं है, इसलिए अभी डिलीवरी का अंदाज़ा नहीं बताया जा सकता।",
  "Please enter a valid email address": "सही ईमेल पता डालें",
  "Mobile number must start with 6, 7, 8 or 9": "मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए",
  "Please login to add items to wishlist": "विशलिस्ट में जोड़ने के लिए लॉग इन करें",
  "Already in Wishlist": "पहले से विशलिस्ट में है",
  "Added to Wishlist": "विशलिस्ट में जोड़ दिया",
  "Removed from Wishlist": "विशलिस्ट से हटा दिया",
  "The text contains a character that is not allowed": "टेक्स्ट में ऐसा अक्षर है जिसकी अनुमति नहीं है",
  "This was changed by another request at the same moment. Please try again.":
    "इसी समय किसी दूसरी रिक्वेस्ट ने इसे बदल दिया। फिर से कोशिश करें।",
  "Something went wrong on our side. Please try again.": "हमारी तरफ़ से कुछ गड़बड़ हो गई। फिर से कोशिश करें।",
  "No account found": "कोई अकाउंट नहीं मिला",
  "This username is already taken": "यह यूज़रनेम पहले से लिया जा चुका है",
  "An account with this mobile number already exists": "इस मोबाइल नंबर से पहले से एक अकाउंट है",
  "No account found with this email": "इस ईमेल से कोई अकाउंट नहीं मिला",
  "This email is already verified. Please log in.": "यह ईमेल पहले से वेरिफ़ाइड है। लॉग इन करें।",
  "This account doesn't exist. Would you like to create one?": "यह अकाउंट मौजूद नहीं है। क्या आप नया अकाउंट बनाना चाहेंगे?",
  "Your password has been reset. Please log in with your new password.":
    "आपका पासवर्ड रीसेट हो गया। नए पासवर्ड से लॉग इन करें।",
  "No OTP found or it has expired. Please request a new code.":
    "कोई OTP नहीं मिला या उसकी समय-सीमा खत्म हो गई। नया कोड मँगवाएँ।",
  "Invalid OTP. Please check the code and try again.": "OTP गलत है। कोड जाँचकर फिर से कोशिश करें।",
  "Too many wrong attempts: this code no longer works. Please request a new code.":
    "बहुत बार गलत कोड डाला गया: यह कोड अब काम नहीं करेगा। नया कोड मँगवाएँ।",
  "Choose one of your own bank accounts": "अपना ही कोई बैंक खाता चुनें",
  "Only verified users can list products. Please verify your email first.":
    "सिर्फ़ वेरिफ़ाइड यूज़र ही प्रोडक्ट लिस्ट कर सकते हैं। पहले अपना ईमेल वेरिफ़ाई करें।",
  "Product Not Found": "प्रोडक्ट नहीं मिला",
  "You can only edit your own products.": "आप सिर्फ़ अपने प्रोडक्ट बदल सकते हैं।",
  "A sold listing cannot be edited.": "बिक चुकी लिस्टिंग बदली नहीं जा सकती।",
  "The bill photo is not one of this listing's files": "बिल की फ़ोटो इस लिस्टिंग की फ़ाइलों में से नहीं है",
  "UPI, card or net banking": "UPI, कार्ड या नेट बैंकिंग",
  "On PayU's secure payment page": "PayU के सुरक्षित पेमेंट पेज पर",
  "UPI, cards and wallets in a Razorpay window": "Razorpay विंडो में UPI, कार्ड और वॉलेट",
  "You can only view your own offers": "आप सिर्फ़ अपने ऑफ़र देख सकते हैं",
  "Only the seller can see offers on this listing": "इस लिस्टिंग के ऑफ़र सिर्फ़ विक्रेता देख सकता है",
  "Offer expired": "ऑफ़र की समय-सीमा खत्म",
  "New offer received": "नया ऑफ़र मिला",
  "This offer has expired": "इस ऑफ़र की समय-सीमा खत्म हो गई है",
  "You have already countered this offer; only one counter is allowed":
    "आप इस ऑफ़र पर पहले ही काउंटर ऑफ़र दे चुके हैं; सिर्फ़ एक काउंटर ऑफ़र दिया जा सकता है",
  "Offer accepted": "ऑफ़र स्वीकार हुआ",
  "Offer rejected": "ऑफ़र अस्वीकार हुआ",
  "Counter offer received": "काउंटर ऑफ़र मिला",
  "Counter offer accepted": "काउंटर ऑफ़र स्वीकार हुआ",
  "Counter offer declined": "काउंटर ऑफ़र अस्वीकार हुआ",
  "Offer withdrawn": "ऑफ़र वापस लिया गया",
  "Order placed": "ऑर्डर हो गया",
  "New order": "नया ऑर्डर",
  "Wishlist entry not found": "विशलिस्ट में यह सामान नहीं मिला",
  "Please log in to continue": "आगे बढ़ने के लिए लॉग इन करें",
  "You are not allowed to do this": "आपको यह करने की अनुमति नहीं है",
  "Not found": "नहीं मिला",
  "The request body is not valid JSON": "रिक्वेस्ट सही नहीं है",
  "The request is too large": "रिक्वेस्ट बहुत बड़ी है",
  "Invalid request": "रिक्वेस्ट सही नहीं है",
  "Failed to fetch: check your connection and try again.": "कनेक्ट नहीं हो सका: अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
  "Min price cannot be more than max price": "कम से कम कीमत ज़्यादा से ज़्यादा कीमत से बड़ी नहीं हो सकती",
  "Min price must be a whole number of rupees": "कम से कम कीमत पूरे रुपयों में होनी चाहिए",
  "Max price must be a whole number of rupees": "ज़्यादा से ज़्यादा कीमत पूरे रुपयों में होनी चाहिए",
  // Admin: contact queries, coupons, orders, overview, users
  "Failed to fetch contact queries": "संपर्क के सवाल लोड नहीं हो सके",
  "Failed to mark contact query read": "संपर्क के सवाल को पढ़ा हुआ मार्क नहीं किया जा सका",
  "Failed to update status": "स्टेटस अपडेट नहीं हो सका",
  "Failed to send reply": "जवाब नहीं भेजा जा सका",
  "Reply sent": "जवाब भेज दिया गया",
  "The reply could not be mailed; nothing was saved. Please try again.":
    "जवाब ईमेल नहीं हो सका; कुछ भी सेव नहीं हुआ। फिर से कोशिश करें।",
  "Code must be 3 to 50 letters A-Z or digits": "कोड में 3 से 50 तक A-Z अक्षर या अंक होने चाहिए",
  "Kind must be percentage, flat or no_fees": "टाइप percentage, flat या no_fees में से एक होना चाहिए",
  "A percentage must be between 1 and 100 (at most 2 decimals)":
    "प्रतिशत 1 से 100 के बीच होना चाहिए (दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक)",
  "A flat discount must be whole rupees, at least ₹1": "फ़्लैट डिस्काउंट पूरे रुपयों में होना चाहिए, कम से कम ₹1",
  "A no-fees coupon gives no discount: leave the value at 0": "बिना फ़ीस वाला कूपन कोई डिस्काउंट नहीं देता: वैल्यू 0 ही रहने दें",
  "A no-fees coupon must waive the platform fee or the delivery charge":
    "बिना फ़ीस वाले कूपन में प्लैटफ़ॉर्म फ़ीस या डिलीवरी चार्ज माफ़ होना चाहिए",
  "Must be whole rupees, 0 or more": "पूरे रुपयों में होना चाहिए, 0 या उससे ज़्यादा",
  "Usage limit must be a whole number, 1 or more": "इस्तेमाल की सीमा पूरी संख्या होनी चाहिए, 1 या उससे ज़्यादा",
  "Must be a date and time": "तारीख और समय होना चाहिए",
  "Valid until must be after valid from": "खत्म होने की तारीख शुरू होने की तारीख के बाद की होनी चाहिए",
  "A coupon with this code already exists": "इस कोड का कूपन पहले से मौजूद है",
  "Code and kind cannot change once the coupon has been used":
    "कूपन एक बार इस्तेमाल हो जाने के बाद उसका कोड और टाइप नहीं बदल सकते",
  "Coupon not found": "कूपन नहीं मिला",
  "Failed to fetch coupons": "कूपन लोड नहीं हो सके",
  "Failed to create coupon": "कूपन नहीं बन सका",
  "Failed to update coupon": "कूपन अपडेट नहीं हो सका",
  "Coupon created": "कूपन बन गया",
  "Coupon updated": "कूपन अपडेट हो गया",
  "Failed to fetch orders": "ऑर्डर लोड नहीं हो सके",
  "Failed to fetch returns": "रिटर्न लोड नहीं हो सके",
  "Failed to fetch payouts": "पेआउट लोड नहीं हो सके",
  "Failed to update order status": "ऑर्डर का स्टेटस अपडेट नहीं हो सका",
  "Failed to approve return": "रिटर्न मंज़ूर नहीं हो सका",
  "Failed to reject return": "रिटर्न अस्वीकार नहीं हो सका",
  "Failed to mark the parcel back with the seller": "पार्सल को विक्रेता के पास वापस पहुँचा हुआ मार्क नहीं किया जा सका",
  "Failed to decide the dispute": "आपत्ति पर फ़ैसला नहीं हो सका",
  "Failed to mark payout paid": "पेआउट को भुगतान हो चुका मार्क नहीं किया जा सका",
  "Order status updated": "ऑर्डर का स्टेटस अपडेट हो गया",
  "Failed to fetch stats": "आँकड़े लोड नहीं हो सके",
  "Failed to fetch audit log": "ऑडिट लॉग लोड नहीं हो सका",
  "Failed to fetch analytics": "एनालिटिक्स लोड नहीं हो सके",
  "Failed to fetch users": "यूज़र लोड नहीं हो सके",
  "Failed to verify bank account": "बैंक खाता वेरिफ़ाई नहीं हो सका",
  "Failed to reject bank account": "बैंक खाता अस्वीकार नहीं हो सका",
  "Bank account verified": "बैंक खाता वेरिफ़ाई हो गया",
  // Sign-in
  "Password must be at least 8 characters": "पासवर्ड कम से कम 8 अक्षरों का होना चाहिए",
  "Password must be at most 128 characters": "पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है",
  "Invalid admin credentials": "एडमिन लॉग इन की जानकारी गलत है",
  // Bank accounts
  "Account holder name is required": "खाताधारक का नाम डालना ज़रूरी है",
  "Account number is required": "खाता नंबर डालना ज़रूरी है",
  "Account number must be 9 to 18 digits": "खाता नंबर 9 से 18 अंकों का होना चाहिए",
  "Please confirm your account number": "कृपया अपना खाता नंबर दोबारा डालें",
  "Account numbers do not match": "खाता नंबर मेल नहीं खाते",
  "IFSC code must be 11 characters": "IFSC कोड 11 अक्षरों का होना चाहिए",
  "IFSC code looks wrong: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)":
    "IFSC कोड गलत लग रहा है: 4 अक्षर, फिर 0, फिर 6 अक्षर या अंक (जैसे SBIN0001234)",
  "Bank name is required": "बैंक का नाम डालना ज़रूरी है",
  "Account type must be savings or current": "खाते का टाइप सेविंग्स या करंट होना चाहिए",
  "Bank account added successfully!": "बैंक खाता जुड़ गया!",
  "You can retry the check at most 3 times a day; please try again tomorrow":
    "आप दिन में ज़्यादा से ज़्यादा 3 बार दोबारा जाँच करवा सकते हैं; कृपया कल फिर से कोशिश करें",
  "This account is already verified": "यह खाता पहले से वेरिफ़ाइड है",
  "This account is being checked already": "इस खाते की जाँच पहले से चल रही है",
  "You can keep at most 5 bank accounts; one that failed or was rejected does not count":
    "आप ज़्यादा से ज़्यादा 5 बैंक खाते रख सकते हैं; जो खाता फ़ेल या अस्वीकार हुआ, वह नहीं गिना जाता",
  "You have already added this bank account": "आप यह बैंक खाता पहले ही जोड़ चुके हैं",
  "We check at most 5 bank accounts a day for a seller; please try again tomorrow":
    "हम एक विक्रेता के दिन में ज़्यादा से ज़्यादा 5 बैंक खाते जाँचते हैं; कृपया कल फिर से कोशिश करें",
  "This account number has been checked too often today; please try again tomorrow":
    "इस खाता नंबर की आज बहुत बार जाँच हो चुकी है; कृपया कल फिर से कोशिश करें",
  "An admin could not confirm this account is in your name; add an account held in your own name":
    "एडमिन यह पक्का नहीं कर सके कि यह खाता आपके नाम पर है; अपने नाम का खाता जोड़ें",
  "Only an account that needs review can be rejected": "सिर्फ़ वही खाता अस्वीकार किया जा सकता है जिसकी जाँच बाकी है",
  "Payouts are recorded by hand here: an admin verifies bank accounts":
    "यहाँ पेआउट हाथ से दर्ज किए जाते हैं: बैंक खाते एडमिन वेरिफ़ाई करते हैं",
  "Checking your account again": "आपके खाते की दोबारा जाँच हो रही है",
  "Failed to set primary bank account": "मुख्य बैंक खाता सेट नहीं हो सका",
  // Checkout
  "You can save at most 20 addresses. Delete one to add another.":
    "आप ज़्यादा से ज़्यादा 20 पते सेव कर सकते हैं। नया पता जोड़ने के लिए कोई एक पता हटाएँ।",
  "This coupon is already applied to your unfinished payment for another item. Complete that payment, or try again once its 15-minute hold ends.":
    "यह कूपन किसी दूसरे आइटम के आपके अधूरे पेमेंट पर पहले से लगा है। वह पेमेंट पूरा करें, या उसकी 15 मिनट की होल्ड खत्म होने के बाद फिर से कोशिश करें।",
  "Invoice not found": "इनवॉइस नहीं मिला",
  // Mobile number
  "Please verify your mobile number before listing a product": "प्रोडक्ट लिस्ट करने से पहले अपना मोबाइल नंबर वेरिफ़ाई करें",
  "This mobile number is already verified on another account": "यह मोबाइल नंबर किसी दूसरे अकाउंट पर पहले से वेरिफ़ाइड है",
  "Your mobile number is already verified": "आपका मोबाइल नंबर पहले से वेरिफ़ाइड है",
  "We could not send the code right now. Please try again in a minute.":
    "अभी कोड नहीं भेजा जा सका। एक मिनट बाद फिर से कोशिश करें।",
  "If this number can receive SMS, we have sent a 6-digit code to it.":
    "अगर इस नंबर पर SMS आ सकता है, तो हमने इस पर 6 अंकों का कोड भेज दिया है।",
  "Your mobile number is verified.": "आपका मोबाइल नंबर वेरिफ़ाई हो गया।",
  "This number is not verified on any account yet. Log in with your password or an email code, then verify it in your account.":
    "यह नंबर अभी किसी अकाउंट पर वेरिफ़ाइड नहीं है। अपने पासवर्ड या ईमेल कोड से लॉग इन करें, फिर अपने अकाउंट में इसे वेरिफ़ाई करें।",
  "We cannot send SMS codes right now. Please log in with your email instead, or try again tomorrow.":
    "अभी हम SMS कोड नहीं भेज सकते। कृपया अपने ईमेल से लॉग इन करें, या कल फिर से कोशिश करें।",
  "Waiting for you to verify your mobile number": "आपके मोबाइल नंबर के वेरिफ़िकेशन का इंतज़ार है",
  // Offers
  "sellerId does not match the listing's seller": "sellerId लिस्टिंग के विक्रेता से मेल नहीं खाता",
  // Orders, returns and disputes
  "Add at least one photo of the problem with the item": "आइटम में जो दिक्कत है, उसकी कम से कम एक फ़ोटो जोड़ें",
  "You can upload maximum 5 photos.": "आप ज़्यादा से ज़्यादा 5 फ़ोटो अपलोड कर सकते हैं।",
  "Add at least one photo of the item as it came back": "आइटम जिस हालत में वापस आया, उसकी कम से कम एक फ़ोटो जोड़ें",
  "Please choose why you dispute this return": "कृपया चुनें कि आपको इस रिटर्न पर आपत्ति क्यों है",
  "Please describe what is wrong with the item": "कृपया बताएँ कि आइटम में क्या गड़बड़ है",
  "Please write a note for the decision": "कृपया फ़ैसले के लिए एक नोट लिखें",
  "This return can be checked once the parcel is back with you":
    "पार्सल आपके पास वापस आ जाने के बाद ही इस रिटर्न की जाँच हो सकती है",
  "The 48 hours to check this return have passed: it counted as received and the buyer is refunded":
    "इस रिटर्न की जाँच के 48 घंटे बीत गए: इसे मिला हुआ मान लिया गया और खरीदार को रिफ़ंड दे दिया गया",
  "Only a disputed return can be decided": "सिर्फ़ उसी रिटर्न पर फ़ैसला हो सकता है जिस पर आपत्ति की गई हो",
  "This return is closed: nothing more can be added": "यह रिटर्न बंद हो चुका है: इसमें अब कुछ नहीं जोड़ा जा सकता",
  "Only the seller can check a returned item": "लौटाए गए आइटम की जाँच सिर्फ़ विक्रेता कर सकता है",
  "Only an approved return can be marked back with the seller":
    "सिर्फ़ मंज़ूर रिटर्न को ही विक्रेता के पास वापस पहुँचा हुआ मार्क किया जा सकता है",
  "Please provide a rejection note": "कृपया अस्वीकार करने की वजह लिखें",
  "Expected delivery date cannot be earlier than today": "डिलीवरी की अनुमानित तारीख आज से पहले की नहीं हो सकती",
  "Only a newly placed order can be accepted": "सिर्फ़ नया किया गया ऑर्डर ही स्वीकार किया जा सकता है",
  "This payout is already marked paid": "यह पेआउट पहले से भुगतान हो चुका मार्क है",
  "The courier reported this parcel delivered with no pickup scan before it. Check with the courier that it was delivered, then release the payout.":
    "कूरियर ने इस पार्सल को डिलीवर बताया, पर उससे पहले पिकअप का कोई स्कैन नहीं हुआ। कूरियर से पक्का करें कि यह डिलीवर हुआ था, फिर पेआउट जारी करें।",
  "This order's payout is not held": "इस ऑर्डर का पेआउट रोका नहीं गया है",
  "Payout not found": "पेआउट नहीं मिला",
  "Return request not found": "रिटर्न रिक्वेस्ट नहीं मिली",
  "Only the seller can list this item again": "यह आइटम दोबारा सिर्फ़ विक्रेता लिस्ट कर सकता है",
  "Expected delivery date must be within a year": "डिलीवरी की अनुमानित तारीख एक साल के अंदर की होनी चाहिए",
  "Expected delivery date must be a real date": "डिलीवरी की अनुमानित तारीख सही तारीख होनी चाहिए",
  "Only an item the buyer returned can be listed again": "सिर्फ़ वही आइटम दोबारा लिस्ट हो सकता है जिसे खरीदार ने लौटाया हो",
  "This item is already listed again": "यह आइटम पहले ही दोबारा लिस्ट हो चुका है",
  "An expected delivery date can be set only while the order is on its way":
    "डिलीवरी की अनुमानित तारीख सिर्फ़ तभी सेट हो सकती है जब ऑर्डर रास्ते में हो",
  // Payouts and tax details
  "Only a due payout that failed can be sent again": "सिर्फ़ वही बाकी पेआउट दोबारा भेजा जा सकता है जो फ़ेल हुआ हो",
  "The payout will be sent again": "पेआउट दोबारा भेजा जाएगा",
  "Month must look like 2026-04": "महीना 2026-04 जैसा होना चाहिए",
  "Waiting for your bank account to be verified": "आपके बैंक खाते के वेरिफ़िकेशन का इंतज़ार है",
  "Add a bank account to receive this payout": "यह पेआउट पाने के लिए बैंक खाता जोड़ें",
  "Give your PAN or Aadhaar (Account > Payouts) to receive this payout":
    "यह पेआउट पाने के लिए अपना पैन (PAN) या आधार दें (अकाउंट > पेआउट)",
  "Payouts are recorded by hand here": "यहाँ पेआउट हाथ से दर्ज किए जाते हैं",
  "Only a payout that has not been sent yet can go to another account":
    "सिर्फ़ वही पेआउट दूसरे खाते में जा सकता है जो अभी भेजा नहीं गया है",
  "Choose one of your own verified bank accounts": "अपने वेरिफ़ाइड बैंक खातों में से कोई एक चुनें",
  // Privacy and data rights
  "Please read and accept the privacy notice": "कृपया प्राइवेसी नोटिस पढ़ें और स्वीकार करें",
  "You downloaded your data less than an hour ago. Please try again later.":
    "आपने एक घंटे से कम समय पहले अपना डेटा डाउनलोड किया था। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
  "That password is not right": "यह पासवर्ड सही नहीं है",
  "Your account has been erased.": "आपका अकाउंट मिटा दिया गया है।",
  // Ratings and reviews
  "Comment must be at most 500 characters": "कमेंट ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है",
  "This review is already hidden": "यह रिव्यू पहले से छिपा हुआ है",
  "This review is not hidden": "यह रिव्यू छिपा हुआ नहीं है",
  "Review not found": "रिव्यू नहीं मिला",
  // Reconciliation (admin)
  "Please choose a date as YYYY-MM-DD": "कृपया तारीख YYYY-MM-DD के रूप में चुनें",
  "That day is still to come; choose today or an earlier day": "वह दिन अभी आया नहीं है; आज या उससे पहले का दिन चुनें",
  "Mismatch not found": "गड़बड़ी नहीं मिली",
  "This mismatch is already resolved": "यह गड़बड़ी पहले ही सुलझ चुकी है",
  "Please write how this was resolved": "कृपया लिखें कि यह कैसे सुलझाया गया",
  "The gateway could not be reached; try again later": "गेटवे से संपर्क नहीं हो सका; थोड़ी देर बाद फिर से कोशिश करें",
  "Failed to fetch reconciled days": "मिलान किए गए दिन लोड नहीं हो सके",
  "Failed to fetch mismatches": "गड़बड़ियाँ लोड नहीं हो सकीं",
  "Failed to run reconciliation": "मिलान नहीं चलाया जा सका",
  "Failed to resolve the mismatch": "गड़बड़ी सुलझाई नहीं जा सकी",
  // Reports
  "reason must be one of prohibited, counterfeit, wrong_category, offensive, scam, other":
    "reason इनमें से एक होना चाहिए: prohibited, counterfeit, wrong_category, offensive, scam, other",
  "Details must be at most 500 characters": "जानकारी ज़्यादा से ज़्यादा 500 अक्षरों की हो सकती है",
  "This listing has no open reports": "इस लिस्टिंग पर कोई खुली शिकायत नहीं है",
  // Parcel size
  "Unknown product type": "अनजान प्रोडक्ट टाइप",
  "Weight must be more than 0 and at most 100 kg, to two decimal places":
    "वज़न 0 से ज़्यादा और ज़्यादा से ज़्यादा 100 किलो होना चाहिए, दशमलव के बाद दो अंकों तक",
  "Parcel size saved": "पार्सल का साइज़ सेव हो गया",
  "A new order to accept": "स्वीकार करने के लिए नया ऑर्डर",
  "Reminders to accept an order": "ऑर्डर स्वीकार करने के रिमाइंडर",
  "A new offer on your listing": "आपकी लिस्टिंग पर नया ऑफ़र",
  "A counter offer on your offer": "आपके ऑफ़र पर काउंटर ऑफ़र",
  "The seller countered your offer": "विक्रेता ने आपके ऑफ़र पर काउंटर ऑफ़र दिया",
  "An offer was accepted": "ऑफ़र स्वीकार हो गया",
  "An offer was declined": "ऑफ़र अस्वीकार हो गया",
  "An offer expired": "ऑफ़र की समय-सीमा खत्म हो गई",
  "An offer was withdrawn": "ऑफ़र वापस ले लिया गया",
  "Your order is confirmed": "आपका ऑर्डर कन्फ़र्म हो गया",
  "Order updates": "ऑर्डर की जानकारी",
  "Delivery dates": "डिलीवरी की तारीख",
  "Order delivered": "ऑर्डर डिलीवर हो गया",
  "Your listing was approved": "आपकी लिस्टिंग मंज़ूर हो गई",
  "Your listing was rejected": "आपकी लिस्टिंग मंज़ूर नहीं हुई",
  "Your listing needs changes": "आपकी लिस्टिंग में बदलाव ज़रूरी हैं",
  "Changes asked on your listing": "आपकी लिस्टिंग में बदलाव माँगे गए",
  "Your item sold": "आपका सामान बिक गया",
  "Your listing was taken down": "आपकी लिस्टिंग हटा दी गई",
  "Your mobile number was taken by another account": "आपका मोबाइल नंबर किसी दूसरे अकाउंट ने ले लिया",
  "There is no notification of this kind to choose": "इस तरह की कोई सूचना चुनने के लिए नहीं है",
  "There is no such channel: choose email, push or whatsapp": "ऐसा कोई तरीका नहीं है: email, push या whatsapp चुनें",
  "This notification is not sent on that channel": "यह सूचना उस तरीके से नहीं भेजी जाती",
  "Send true (on) or false (off)": "true (चालू) या false (बंद) भेजें",
  "Give a time as HH:MM (24 hours, IST)": "समय HH:MM में लिखें (24 घंटे, IST)",
  "Quiet hours must start and end at different times": "शांत समय का शुरू और खत्म होने का समय अलग होना चाहिए",
  "Send kinds or quietHours to change": "बदलने के लिए kinds या quietHours भेजें",
  "days must be a whole number from 1 to 30": "days 1 से 30 तक की पूरी संख्या होनी चाहिए",
  // WhatsApp updates (contract/whatsapp.ts)
  "Send me order and offer updates from Dobara on WhatsApp at {mobile} (reply STOP to stop)":
    "Dobara से ऑर्डर और ऑफ़र के अपडेट मुझे WhatsApp पर {mobile} पर भेजें (बंद करने के लिए STOP लिखकर भेजें)",
  "You will get order and offer updates on WhatsApp.": "आपको ऑर्डर और ऑफ़र के अपडेट WhatsApp पर मिलेंगे।",
  "WhatsApp updates are off.": "WhatsApp अपडेट बंद हैं।",
  "WhatsApp updates are not available right now.": "WhatsApp अपडेट अभी उपलब्ध नहीं हैं।",
  "Verify your mobile number first: WhatsApp updates go only to a verified number.":
    "पहले अपना मोबाइल नंबर वेरिफ़ाई करें: WhatsApp अपडेट सिर्फ़ वेरिफ़ाइड नंबर पर जाते हैं।",
  "This page is out of date. Reload it and tick the box again.":
    "यह पेज पुराना हो गया है। इसे रीफ़्रेश करें और बॉक्स पर फिर से टिक करें।",
  "Send optIn as true or false": "optIn में true या false भेजें",
  // Web Push
  "You can have notifications on at most 10 devices. Turn them off on one you no longer use, then try again.":
    "सूचनाएँ ज़्यादा से ज़्यादा 10 डिवाइस पर चालू रह सकती हैं। जिस डिवाइस को अब इस्तेमाल नहीं करते, उस पर इन्हें बंद करें, फिर से कोशिश करें।",
  "The push address must be an https:// address of a push service": "पुश पता किसी पुश सेवा का https:// पता होना चाहिए",
  "The push address is too long": "पुश पता बहुत लंबा है",
  "That push address does not lead to a public push service": "यह पुश पता किसी सार्वजनिक पुश सेवा का नहीं है",
  "We could not find that push service. Please try again later.": "यह पुश सेवा नहीं मिली। थोड़ी देर बाद फिर से कोशिश करें।",
  "The keys of this push subscription are not valid": "इस पुश सब्सक्रिप्शन की कुंजियाँ सही नहीं हैं",
  "Notifications are on for this device.": "इस डिवाइस पर सूचनाएँ चालू हो गईं।",
  "Notifications are off for this device.": "इस डिवाइस पर सूचनाएँ बंद हो गईं।",
  "This device has no notifications on": "इस डिवाइस पर सूचनाएँ चालू नहीं हैं",
  "Unknown delivery": "अनजान डिलीवरी",
};

/** A Hindi sentence for each error `code`, for a text that has no entry above yet (say, one built from figures). */
export const HINDI_BY_CODE: Readonly<Record<string, string>> = {
  BAD_REQUEST: "यह रिक्वेस्ट पूरी नहीं हो सकी: जानकारी जाँचकर फिर से कोशिश करें।",
  VALIDATION_ERROR: "भरी गई जानकारी सही नहीं है: जाँचकर फिर से कोशिश करें।",
  UNAUTHORIZED: "आगे बढ़ने के लिए लॉग इन करें",
  FORBIDDEN: "आपको यह करने की अनुमति नहीं है",
  NOT_FOUND: "नहीं मिला",
  CONFLICT: "यह अभी नहीं हो सकता: पेज रीफ़्रेश करके फिर से कोशिश करें।",
  OFFER_DECLINED: "विक्रेता ज़्यादा ऊंचा ऑफ़र चाहते हैं",
  UNAVAILABLE: "यह सेवा अभी उपलब्ध नहीं है। थोड़ी देर बाद फिर से कोशिश करें।",
  TOO_MANY_REQUESTS: "बहुत ज़्यादा कोशिशें हो गईं। थोड़ी देर बाद फिर से कोशिश करें।",
  INVALID_TEXT: "टेक्स्ट में ऐसा अक्षर है जिसकी अनुमति नहीं है",
  INTERNAL_ERROR: "हमारी तरफ़ से कुछ गड़बड़ हो गई। फिर से कोशिश करें।",
};

/** `text` for a Hindi reader: its entry, else the sentence for `code`, else the text as it is. */
export function hindiText(text: string, code?: string): string {
  return HINDI_TEXTS[text] ?? (code ? HINDI_BY_CODE[code] : undefined) ?? text;
}
