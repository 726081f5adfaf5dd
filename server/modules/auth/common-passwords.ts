/**
 * Passwords that top the public breach lists, plus the ones Indian users reach for (names, gods, cities, cricket
 * and film heroes, "143" and "786", "@123" and a birth year). Length is refused elsewhere, so what matters here is
 * 8+ characters; shorter entries stay because they are real and cost nothing. Compared case-insensitively, since
 * "Rahul@123" is as guessable as "rahul@123".
 */

/** Seen verbatim at the top of breach and "worst passwords" lists. */
const BREACH_TOP = `
  123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey
  letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777
  fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley
  batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233
  george asshole computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass fuck maggie
  159753 aaaaaa ginger princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew access
  yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather secret fucker merlin
  diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet
  scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy
  maverick phoenix camaro sexy peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph
  mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway
  marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money
  cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha
  chester mother forever johnny edward 333333 oliver redsox player nikita knight fender barney midnight please
  brandy chicago badboy slayer rangers charles angel flower bigdaddy rabbit wizard jasper enter rachel chris 7777
  jasmine maxwell marine fishing golden bailey0 william1 chocolate password1 password12 password123 password1234
  passw0rd p@ssw0rd p@ssword pa55word pa55w0rd passwort motdepasse contrasena wachtwoord salasana haslo123 parola123
  senha123 senha1234 iloveyou1 iloveyou2 iloveyou12 iloveyou123 iloveu123 ilovegod ilovejesus ilovemom ilovemyself
  ilovemymom iloveme1 princess1 princess12 princess123 babygirl babygirl1 babygirl12 babygirl123 sweetheart sweetie1
  sunshine1 butterfly butterfly1 chocolate1 strawberry spiderman spiderman1 superman1 superman123 batman123 batman1
  starwars1 liverpool liverpool1 manchester manutd123 arsenal1 chelsea1 barcelona football1 football12 baseball1
  basketball volleyball softball1 hockey12 soccer12 soccer123 michael1 jordan23 jordan123 jessica1 jennifer1
  michelle1 samantha1 elizabeth alexander christopher christian nicholas stephanie victoria danielle kimberly
  veronica caroline isabella jonathan benjamin fernando santiago sebastian francisco leonardo alejandro alejandra
  gabriela catherine katherine charlotte jacqueline alexandra cassandra valentina margarita patricia brittany
  courtney madison destiny precious beautiful lovely123 lovelove loveme12 loveyou1 loveyou12 loveyou123 iloveyouu
  mylove123 myloveis sweetlove truelove forever1 forever21 whatever1 letmein1 letmein12 letmein123 welcome1
  welcome12 welcome123 welcome2 hello123 hello1234 hellohello helloworld hellokitty changeme changeme1 changeme123
  default1 defaultpassword secret12 secret123 secret1234 security security1 computer1 internet1 starwars12 trustno11
  qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyui qwertyuio qwertyuiop1 qwertyuiop123 qwerty123456 qwertz123
  azerty123 azertyuiop qwe12345 qwe123456 qwe123qwe qweqweqwe qweasdzxc qweasd123 123qweasd 123qweasdzxc qazwsxedc
  qazwsx123 qazxswedc 1qazxsw2 1qaz2wsx3edc 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4t5y6 zaq12wsx zaq1zaq1 zaq1xsw2
  2wsx3edc 3edc4rfv 12qwaszx 1234qwerty qwer4321 asdf1234 asdfasdf asdfghjk asdfghjkl asdfgh123 asdf123456 zxcvbnm1
  zxcvbnm123 zxcv1234 zxcvbnmasdfghjkl abcd1234 abcd12345 abc12345 abc123456 abcdefg1 abcdefgh abcdefghi abcdefghij
  abc123abc abcabc123 a1b2c3d4 a1b2c3d4e5 aa123456 aaa12345 aaaaaaaa aaaaaaa1 a1234567 a12345678 a123456789 1234567a
  12345678a 123456789a 123456abc 12345abc abc@1234 abc@12345 abcd@1234 abcd@123 aa112233 asd12345 asd123456
  asdasdasd zxczxczxc zzzzzzzz xxxxxxxx qqqqqqqq 11223344 12121212 12344321 12341234 11112222 13131313 14141414
  12312312 123456123 123456654321 1234512345 1234554321 123454321 1122334455 111222333 112233445566 147258369
  159357159 159753159 741852963 963852741 789789789 0987654321 9876543210 00000000 0000000000 99999999 999999999
  1111111111 11111111111 111111111 22222222 33333333 44444444 55555555 66666666 77777777 1234567891 12345678910
  123456789101 1234567899 0123456789 01234567 123412341234 123123123123 123321123 1212121212 1231231234 147852369
  789456123 789654123 456789123 321654987 159753258 951753852 753951852 147896325 258456789 135792468 24682468
  13579246 19871987 19901990 19911991 19921992 19931993 19941994 19951995 19961996 19971997 19981998 19992000
  20002000 20012001 20102010 20202020 20212021 12345678q 1234567q 123456qwe 123qwe123 1qaz1qaz 1qaz!qaz !qaz2wsx
  !qaz1qaz p@55w0rd p@$$w0rd pa$$word pa$$w0rd passw0rd1 password! password@ password@1 password@123 password#1
  password01 password2 password3 password11 password13 password99 password2020 password2021 password2022
  password2023 password2024 password2025 admin123 admin1234 admin12345 admin@123 admin@1234 admin2024 administrator
  adminadmin admin1 admin007 root1234 rootroot toor1234 test1234 test12345 test@123 testtest testing1 testing123
  tester123 user1234 user@123 guest123 login123 login1234 demo1234 master12 master123 master1234 monkey12 monkey123
  dragon12 dragon123 killer12 killer123 shadow12 shadow123 hunter12 hunter123 tigger12 tigger123 jordan12 michael12
  jessica12 charlie1 charlie12 charlie123 freedom1 freedom123 matrix123 thunder1 samsung1 samsung12 samsung123
  samsungs8 iphone12 iphone13 iphone14 iphone15 iphonex1 apple123 apple1234 google123 google1234 facebook facebook1
  facebook123 youtube123 instagram instagram1 instagram123 twitter1 whatsapp whatsapp1 whatsapp123 netflix1
  netflix123 amazon123 microsoft windows1 windows7 windows10 linux123 ubuntu123 android1 android123 nokia1234
  motorola blackberry playstation playstation2 playstation4 xbox360 nintendo minecraft minecraft1 minecraft123
  fortnite fortnite1 roblox123 pokemon1 pokemon123 pikachu1 naruto123 sasuke123 dragonball goku1234 onepiece
  avengers ironman1 captainamerica transformers harrypotter hogwarts gryffindor starwars123 skywalker darthvader
  jedimaster lordoftherings gandalf1 spongebob spongebob1 scoobydoo tinkerbell hellokitty1 mickeymouse minniemouse
  winniethepooh poohbear teddybear snowwhite cinderella blink182 metallica greenday linkinpark slipknot nirvana1
  eminem123 rockstar rockstar1 rocknroll superstar superstar1 starlight moonlight sunflower rainbow1 blueberry
  pineapple watermelon cocacola pepsi123 chocolate12 icecream1 cupcake1 cheesecake pizza123 pizzahut burger123
  sandwich chicken1 chicken123 monkeybutt happy123 happy1234 happyday happylife happiness smile123 smiley123
  funny123 crazy123 cool1234 coolboy coolgirl badboy123 goodboy goodgirl bestfriend bestfriends bff12345 friends1
  friendship friends123 family123 familia1 mother123 father123 mommy123 daddy123 brother1 sister12 sister123
  grandma1 grandpa1 children football123 basketball1 cricket1 cricket123 tennis123 golfer12 hockey123 baseball12
  skateboard snowboard surfing1 swimming running1 fitness1 gym12345 bodybuilding champion champion1 winner123
  victory1 warrior1 soldier1 fighter1 ninja123 samurai1 dragonfly butterfly12 ladybug1 mustang1 ferrari1 porsche911
  mercedes1 bmw12345 audi1234 corvette1 harley1 yamaha123 kawasaki suzuki123 honda123 toyota123 chevrolet trucker1
  nascar24 motorcycle airplane airforce1 america1 american usa12345 newyork1 california texas123 florida1 chicago1
  boston12 canada123 london123 paris123 germany1 australia brazil123 mexico123 england1 scotland ireland1 portugal1
  italia123 espana123 francais deutschland jesus123 jesus1234 jesuschrist jesusloves jesusislord godisgood godislove
  blessed1 blessing1 angel123 angels12 heaven12 heaven123 trinity1 faith123 hope1234 grace123 christ12 praise12
  hallelujah amen1234 goodluck goodlife lifeisgood nevermind nothing1 anything something whatever12 fuckyou1
  fuckyou123 fuckoff1 asshole1 bitch123 sexygirl sexyboy sexy1234 hottie12 hotstuff lover123 kisses12 kissme12
  babyboy1 baby1234 baby12345 mybaby12 honey123 sugar123 sweety123 cutie123 cutiepie pumpkin1 peaches1 cherry12
  kitten12 kitty123 puppy123 doggie12 doggy123 snoopy12 buster12 max12345 lucky123 lucky1234 lucky777 lucky7777
  money123 money1234 moneymaker cash1234 million1 billion1 rich1234 business manager1 office123 company1 school123
  student1 student123 teacher1 college1 university doctor123 engineer nurse123 police123 army1234 navy1234 pilot123
  driver123 chelsea123 arsenal123 liverpool123 manutd99 realmadrid barcelona1 juventus milan123 ronaldo7 cristiano
  messi123 messi10 neymar10 zidane10 beckham7 federer1 nadal123 djokovic tigerwoods kobe2424 kobe8824 lebron23
  jordan2323 michaeljordan shaquille 1password 1iloveyou 1princess 1football 1monkey1 1dragon1 1master1 1qwerty1
  1letmein 1welcome 1sunshine asdqwe123 qweasd12 zxcasdqwe qwaszx12 qazwsx12 wsxedc123 poiuytrewq lkjhgfdsa mnbvcxz1
  ytrewq123 0987poiu 1234rewq 4321rewq 1234asdf asdf4321 qwerty11 qwerty007 qwerty777 qwerty99 qwerty01 qwertyqwerty
  asdfqwer
`;

/** The Indian favourites: religion, places, cricket, cinema, endearments, everyday services. */
const INDIAN = `
  india123 india1234 india@123 india@1234 india2020 india2021 india2022 india2023 india2024 india2025 indian123
  indian@123 iloveindia iloveindia1 ilovemyindia myindia123 jaihind jaihind123 jaihind@123 jaibharat bharat123
  bharat@123 bharatmata bharatmatakijai vandemataram vandematram hindustan hindustan1 hindustani merabharatmahan
  incredibleindia digitalindia makeinindia jaijawan jaikisan jaijawanjaikisan desi1234 desiboy desigirl jaishriram
  jaishreeram jaisriram jaishriram1 jaishreeram1 jaishriram123 shriram1 shreeram shriram123 ramram123 sitaram1
  sitaram123 jaisiyaram siyaram123 radhekrishna radhekrishan radheradhe radhe123 radhakrishna radhakrishnan
  harekrishna harekrishna1 harerama harekrishnaharerama krishna123 krishna1234 krishna@123 shrikrishna
  jaishrikrishna gopala123 govinda123 jaimatadi jaimatadi1 jaimataji jaimatadi123 jaimaakali jaimaadurga jaiambe
  jaiambemaa omnamahshivaya omnamahshivay omnamashivaya omnamahshivaya1 omshivay mahadev123 harharmahadev jaimahadev
  bholenath jaibholenath shivshakti shiva123 shivshankar shivaay123 shivji123 jaishivshankar omsairam omsairam1
  omsairam123 saibaba saibaba1 saibaba123 shirdisai sairam123 sairam@123 jaisaibaba jaiganesh jaiganesha ganpati1
  ganpatibappa ganpatibappamorya ganeshji ganesha123 ganesh123 ganesh@123 vinayaka vighnaharta hanuman1 hanuman123
  jaihanuman jaibajrangbali bajrangbali hanumanji balaji123 jaibalaji tirupati venkateswara venkatesh1 ayyappa1
  swamiyesaranamayyappa murugan1 muruga123 vetrivel jaijagannath jagannath1 jaimaa123 durgamaa durga123 kalimaa
  lakshmi123 laxmi123 saraswati1 parvati123 gayatri123 gayatrimantra om123456 omomomom omnamo123 aumnamah waheguru
  waheguru1 waheguruji satnamwaheguru satnam123 khalsa123 sikhism1 bolesonihal allahakbar allahuakbar allah786
  bismillah bismillah786 mashallah inshallah subhanallah alhamdulillah ya786786 786786 786786786 786110 ya786ali
  yaali786 yaalimadad khwajagaribnawaz makkamadina madina786 ramzan786 jesuslovesme praisethelord jesus@123
  christ123 mother@mary velankanni mumbai123 mumbai1234 mumbai@123 mumbaikar mumbaiindians delhi123 delhi1234
  delhi@123 newdelhi dilli123 kolkata123 kolkata1 calcutta chennai123 chennai1 madras123 bangalore bangalore1
  bengaluru hyderabad hyderabad1 secunderabad pune1234 pune@123 punekar ahmedabad ahmedabad1 amdavad jaipur123
  lucknow123 lucknow1 kanpur123 nagpur123 indore123 bhopal123 patna1234 surat123 vadodara baroda123 rajkot123
  chandigarh amritsar ludhiana jalandhar coimbatore madurai123 kochi123 cochin123 trivandrum thiruvananthapuram
  mysore123 mangalore hubli123 belgaum visakhapatnam vizag123 vijayawada guntur123 warangal nellore1 tirupati1
  goa12345 panaji123 guwahati dehradun haridwar rishikesh varanasi banaras123 kashi123 allahabad prayagraj agra1234
  mathura1 vrindavan ayodhya1 gorakhpur meerut123 ghaziabad noida123 gurgaon123 gurugram faridabad rohtak123
  jodhpur1 udaipur1 ajmer123 bikaner1 kota1234 gwalior1 jabalpur raipur123 ranchi123 jamshedpur dhanbad1 bhubaneswar
  cuttack1 siliguri darjeeling shimla123 manali123 srinagar jammu123 kashmir123 ladakh123 kerala123 keralam
  godsowncountry tamilnadu karnataka maharashtra maharashtra1 jaimaharashtra gujarat123 jaigujarat rajasthan
  punjab123 punjabi1 haryana1 bihar123 jharkhand odisha123 orissa123 assam123 bengal123 bangla123 telangana
  andhra123 uttarpradesh madhyapradesh uttarakhand himachal chhattisgarh manipur1 nagaland mizoram sikkim123
  tripura1 meghalaya sachin sachin10 sachin123 sachin@123 sachin1010 sachintendulkar tendulkar masterblaster msdhoni
  msdhoni7 dhoni007 dhoni123 dhoni7781 mahi7781 mahendra1 thala7 thalapathy thalaivar rajinikanth rajini123
  superstar123 viratkohli virat18 virat123 kohli18 kohli123 vk181818 rohit45 rohitsharma hitman45 yuvraj12 yuvi1212
  sehwag44 dravid19 ganguly1 dada1234 kapildev anilkumble bumrah93 jadeja08 hardik33 rishabh17 kldrahul shubmangill
  rcb12345 rcb@123 eesalacupnamde csk12345 csk@123 whistlepodu chennaisuperkings mumbaiindian kkr12345
  korbolorbojeetbo sunrisers rajasthanroyals ipl2020 ipl2021 ipl2022 ipl2023 ipl2024 ipl2025 cricket@123 teamindia
  teamindia1 bleedblue menblue worldcup2011 worldcup shahrukh shahrukhkhan srk12345 kingkhan salmankhan bhaijaan
  beinghuman aamirkhan amitabh amitabhbachchan bigb1234 hrithik123 hrithikroshan ranbirkapoor ranveer123 deepika123
  katrinakaif aliabhatt priyanka123 kareena123 akshaykumar ajaydevgn tigershroff sushant123 sidharth1 bollywood
  bollywood1 tollywood kollywood bahubali baahubali kgf12345 pushpa123 rockybhai chotabheem chhotabheem motupatlu
  doraemon nobita123 shinchan shinchan1 jaanu123 janu1234 jaan1234 jaanu@123 jaanu143 janu@123 meri@jaan merijaan
  meribabu mylife123 mylove143 iloveu143 143143143 14314314 1435143 i143you iloveyou143 love1432 loveu143 sweetu123
  babu1234 babu@123 shona123 sona1234 chintu123 pintu123 bunty123 babloo123 guddu123 golu1234 monu1234 sonu1234
  pinky123 rinku123 tinku123 munna123 raju1234 pappu123 chotu123 chhotu123 bittu123 goldy123 lovely@123 sweety@123
  honey@123 happy@123 lucky@123 cutie@123 angel@123 princess@123 prince@123 king@123 queen@123 rockstar@123 hero@123
  heroine123 hindi123 bharti123 mastram mastimasti masti123 dosti123 yaari123 yaarana dostana pyaar123 pyar1234
  mohabbat ishq1234 dil12345 dilse123 dildosti kabhikabhi jindagi zindagi123 zindagi1 khushi123 khushi@123 sapna123
  sapne123 aashiqui ishqwala deewana1 pagal123 paagal123 bakwas123 kamina123 harami123 saala123 bhaiya123 didi1234
  mummy123 papa1234 mummypapa mummy@123 papa@123 maa12345 maabaap password@india pass@123 pass@1234 pass1234
  pass12345 pass123 passcode aadhaar aadhar123 aadhaar123 pancard1 sbi12345 hdfc1234 icici123 paytm123 phonepe1
  gpay1234 upi12345 airtel123 jio12345 reliance bsnl1234 vodafone idea1234 railway1 irctc123 indianrailways tatasky1
  flipkart amazon@123
`;

/** Common first names and pet names, and the words people build passwords on; each is also tried with SUFFIXES. */
const NAMES = `
  aarav aarti aarush abhay abhi abhishek aditi aditya ajay akash akhil akshay alok aman amar amit amita amol anand
  ananya anil anita anjali ankit ankita ankur anuj anupam anurag anushka arjun arpit arun aruna arvind asha ashish
  ashok ashwin atul avinash ayush babita bhavna bharat chetan chirag deepa deepak deepika dev devendra dhruv dinesh
  divya durga gaurav geeta girish gopal gourav govind harish harsh harsha hemant himanshu indu ishaan ishita jagdish
  jatin jaya jayesh jyoti kajal kamal kanchan karan kartik kavita kavya keshav kiran komal krishna kunal lakshmi
  lalit lata madhu mahesh mamta manish manoj mayank meena megha mohan mohit monika mukesh muskan nandini naresh
  naveen neha nidhi nikhil nisha nitin pankaj pallavi payal pooja prakash pramod pranav prashant pratik praveen
  preeti prem priya priyanka puja rahul raj raja rajat rajesh rajiv rakesh ram ramesh rani ranjit ravi rekha ritu
  riya rohan rohit ruchi sachin sagar sahil sakshi sameer sandeep sangeeta sanjay sanjana santosh sapna sarita
  saurabh seema shalini shankar sharma shikha shilpa shivam shreya shruti shubham shweta simran sneha sonal sonam
  sonia srinivas subhash sudha sumit sunil sunita suraj suresh surya sushil swati tanvi tanya tarun tushar uday uma
  usha varun vijay vikas vikram vinay vinod vipin vishal vivek yash yogesh zoya aisha ali amir arif asif ayesha
  faisal farhan fatima imran irfan javed kabir khan mohammed mohammad muhammad nadeem nasir rashid rizwan salman
  sana shahid shaikh sohail tariq wasim yusuf zaid zainab gurpreet harpreet manpreet jaspreet simranjeet amandeep
  navdeep kuldeep sukhwinder baljeet singh kaur joseph thomas george mary anthony francis sebastian jacob abraham
  john paul peter babu bablu bunty chintu golu guddu monu sonu pinky pintu raju rinku tinku munna pappu chotu bittu
  goldy honey lucky happy sweety cutie jaan jaanu janu shona sona baby princess prince king queen angel hero
  rockstar love lovely
`;
const BASE_WORDS = `
  password pass welcome admin india iloveyou love qwerty abc abcd test user login hello sunshine monkey dragon
  master shadow letmein football cricket secret google samsung iphone computer internet freedom whatever
`;

/** What people append to a name or word to pass a length or "needs a digit / symbol" rule. */
const YEARS = Array.from({ length: 2025 - 1980 + 1 }, (_, i) => String(1980 + i));
const SUFFIXES = [
  "",
  "1",
  "12",
  "123",
  "1234",
  "12345",
  "123456",
  "@123",
  "@1234",
  "#123",
  "_123",
  "143",
  "786",
  "007",
  "@",
  "!",
  "01",
  ...YEARS,
  "@2024",
  "@2025",
];
/** "ilovepriya", "mylove123": the name after a prefix. */
const PREFIXES = ["ilove", "my"];

const split = (list: string) => list.split(/\s+/).filter(Boolean);

function build() {
  const set = new Set([...split(BREACH_TOP), ...split(INDIAN)]);
  for (const word of [...split(NAMES), ...split(BASE_WORDS)]) {
    for (const suffix of SUFFIXES) set.add(word + suffix);
    for (const prefix of PREFIXES) set.add(prefix + word);
  }
  return set;
}

const COMMON: ReadonlySet<string> = build();

export const COMMON_PASSWORD_COUNT = COMMON.size;

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
