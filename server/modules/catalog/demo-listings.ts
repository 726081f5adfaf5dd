import type { Category } from "@contract/categories";

export interface DemoListing {
  title: string;
  description: string;
  price: number;
  category: Category;
  productType?: string;
  brand?: string;
  ram?: "4gb" | "8gb" | "16gb" | "32gb";
  storage?: "128gb" | "256gb" | "512gb" | "1tb";
  condition: "like_new" | "good";
  hasBill?: boolean;
  /** Index into DEMO_SELLERS. */
  seller: number;
  /** The silhouette on the stand-in photo when the type or category alone would draw the wrong thing. */
  shape?: "table" | "kitchen" | "plant" | "racket" | "bat" | "dumbbell" | "mat" | "treadmill";
  photos: 1 | 2;
}

export const DEMO_SELLERS = [
  { fullName: "Ananya Rao", username: "ananya_rao", city: "Bengaluru", state: "Karnataka", pincode: "560034", line1: "14 5th Cross, Koramangala" },
  { fullName: "Vikram Malhotra", username: "vikram_m", city: "New Delhi", state: "Delhi", pincode: "110017", line1: "B-22 Malviya Nagar" },
  { fullName: "Sneha Kulkarni", username: "sneha_k", city: "Pune", state: "Maharashtra", pincode: "411038", line1: "7 Prabhat Road, Erandwane" },
  { fullName: "Mohammed Irfan", username: "irfan_hyd", city: "Hyderabad", state: "Telangana", pincode: "500034", line1: "Plot 31, Road No. 10, Banjara Hills" },
] as const;

/** About forty believable listings across every category, priced as they sell second-hand in India. */
export const DEMO_LISTINGS: DemoListing[] = [
  { title: "Samsung Galaxy S23 128GB Phantom Black", description: "Bought in March 2024 from Samsung store. Always used with a cover and screen guard, no scratches. Battery health is good, lasts a full day. Comes with original box and cable.", price: 38500, category: "electronics", productType: "mobile", brand: "Samsung", ram: "8gb", storage: "128gb", condition: "like_new", hasBill: true, seller: 0, photos: 2 },
  { title: "Apple iPhone 13 256GB Midnight", description: "Single owner, battery health 86%. Minor scuff on the frame near the charging port, screen is perfect. Face ID and all cameras work. Box included, no charger.", price: 41000, category: "electronics", productType: "mobile", brand: "Apple", ram: "4gb", storage: "256gb", condition: "good", hasBill: true, seller: 1, photos: 2 },
  { title: "OnePlus Nord CE 3 Lite 8/128", description: "Used as a second phone for eight months. 67W charger and box included. Selling because I moved to a dual-SIM work phone.", price: 12500, category: "electronics", productType: "mobile", brand: "OnePlus", ram: "8gb", storage: "128gb", condition: "like_new", seller: 2, photos: 1 },
  { title: "Redmi Note 12 Pro 5G, Glacier Blue", description: "Works perfectly, 8 GB RAM and 256 GB storage. A small crack on the back glass, covered by the case. Charger included.", price: 11000, category: "electronics", productType: "mobile", brand: "Redmi", ram: "8gb", storage: "256gb", condition: "good", seller: 3, photos: 1 },
  { title: "Dell Inspiron 15 laptop, i5 12th gen, 16GB", description: "Dell Inspiron 3520 with Intel Core i5-1235U, 16 GB RAM and 512 GB SSD. Windows 11 activated, MS Office included. Keyboard and battery in great shape. Ideal for students and office work.", price: 39500, category: "electronics", productType: "laptop", brand: "Dell", condition: "like_new", hasBill: true, seller: 0, photos: 2 },
  { title: "MacBook Air M1 (2020) 8GB/256GB Space Grey", description: "Battery cycle count 212. No dents, display is flawless. Original 30W charger included. Reset and ready for the new owner.", price: 52000, category: "electronics", productType: "laptop", brand: "Apple", condition: "like_new", hasBill: true, seller: 1, photos: 2 },
  { title: "Lenovo IdeaPad Slim 3 Ryzen 5", description: "Ryzen 5 5500U, 8 GB RAM, 512 GB SSD, 15.6 inch full HD. Light everyday laptop; a few marks on the lid. Charger included.", price: 28000, category: "electronics", productType: "laptop", brand: "Lenovo", condition: "good", seller: 2, photos: 1 },
  { title: "Sony WH-1000XM4 noise cancelling headphones", description: "Excellent noise cancellation, ear pads replaced last month. Comes with the hard case and cables.", price: 14500, category: "electronics", productType: "audio", brand: "Sony", condition: "like_new", seller: 3, photos: 1 },
  { title: "boAt Airdopes 141 earbuds (unused, sealed)", description: "Received as a gift, still sealed in the box. Bill available.", price: 899, category: "electronics", productType: "audio", brand: "boAt", condition: "like_new", hasBill: true, seller: 0, photos: 1 },
  { title: "Mi 43 inch 4K Smart TV (Android TV)", description: "Mi TV 4X 43 inch, 4K HDR, Android TV with Chromecast built in. Remote and wall mount included. Pickup only from Koramangala.", price: 17500, category: "electronics", productType: "tv", brand: "Mi", condition: "good", seller: 0, photos: 1 },
  { title: "Canon EOS 1500D DSLR with 18-55mm lens", description: "Shutter count about 6,000. Includes battery, charger, 32 GB card and a camera bag. Great first camera.", price: 24000, category: "electronics", productType: "camera", condition: "like_new", seller: 1, photos: 2 },
  { title: "Sony PlayStation 4 Slim 1TB with two controllers", description: "Works perfectly. Two DualShock controllers and three games (FIFA 22, GTA V, Spider-Man).", price: 19000, category: "electronics", productType: "gaming", condition: "good", seller: 3, photos: 1 },
  { title: "Levi's 511 slim fit jeans, size 32", description: "Dark indigo, worn a handful of times. No fading or tears.", price: 1200, category: "fashion", productType: "clothing", brand: "Levi's", condition: "like_new", seller: 2, photos: 1 },
  { title: "Manyavar silk kurta set, size L", description: "Cream kurta with churidar, worn once at a wedding. Dry cleaned and ready.", price: 3500, category: "fashion", productType: "clothing", brand: "Manyavar", condition: "like_new", seller: 1, photos: 2 },
  { title: "Banarasi silk saree with blouse piece", description: "Maroon with gold zari border. Worn twice, stored carefully in a saree cover.", price: 6500, category: "fashion", productType: "clothing", condition: "like_new", seller: 2, photos: 2 },
  { title: "Nike Air Zoom Pegasus 39, UK 9", description: "Running shoes used for about 150 km. Plenty of cushioning left, cleaned.", price: 4200, category: "fashion", productType: "footwear", brand: "Nike", condition: "good", seller: 3, photos: 1 },
  { title: "Woodland leather trekking boots, UK 8", description: "Genuine leather, waterproofed. Used on two Himalayan treks; sole in great condition.", price: 2800, category: "fashion", productType: "footwear", brand: "Woodland", condition: "good", seller: 0, photos: 1 },
  { title: "Titan Neo analog watch for men", description: "Blue dial, leather strap. Battery replaced in January. Box and warranty card included.", price: 2600, category: "fashion", productType: "watches", brand: "Titan", condition: "like_new", hasBill: true, seller: 1, photos: 1 },
  { title: "Fastrack Reflex smart band", description: "Tracks steps, sleep and heart rate. Charger included. Strap slightly worn.", price: 900, category: "fashion", productType: "watches", brand: "Fastrack", condition: "good", seller: 2, photos: 1 },
  { title: "Hidesign leather handbag, tan", description: "Spacious tote with two inner pockets. Minor marks on the base, otherwise clean.", price: 3200, category: "fashion", productType: "accessories", condition: "good", seller: 3, photos: 2 },
  { title: "Sheesham wood 3-seater sofa with cushions", description: "Solid sheesham frame with removable beige cushion covers (washed last month). Sturdy and comfortable. Buyer arranges pickup from Malviya Nagar.", price: 14000, category: "home_garden", condition: "good", seller: 1, photos: 2 },
  { title: "Godrej Interio study table with drawer", description: "Engineered wood in walnut finish, 100 x 60 cm. Easy to dismantle for transport.", price: 3800, category: "home_garden", condition: "like_new", seller: 2, photos: 1, shape: "table" },
  { title: "Prestige Svachh 5 litre pressure cooker", description: "Used for six months, new gasket fitted. Induction compatible.", price: 1100, category: "home_garden", condition: "good", seller: 0, photos: 1, shape: "kitchen" },
  { title: "Philips air fryer HD9200, 4.1 litre", description: "Barely used, all parts clean. Box included.", price: 4500, category: "home_garden", condition: "like_new", hasBill: true, seller: 3, photos: 1, shape: "kitchen" },
  { title: "Set of 6 ceramic planters with stands", description: "Hand-painted blue pottery planters from Jaipur, three sizes. Great for balconies.", price: 1800, category: "home_garden", condition: "like_new", seller: 2, photos: 2, shape: "plant" },
  { title: "Wooden 4-seater dining table set", description: "Rubberwood table with four chairs, 120 x 75 cm. A few light scratches on the top.", price: 9500, category: "home_garden", condition: "good", seller: 3, photos: 1, shape: "table" },
  { title: "Yonex Nanoray 7000i badminton racket", description: "Strung with BG65, grip replaced. Comes with full cover.", price: 1400, category: "sports", condition: "good", seller: 0, photos: 1, shape: "racket" },
  { title: "SG Kashmir willow cricket bat, full size", description: "Knocked in and oiled, used for one season of weekend matches. Toe guard fitted.", price: 1600, category: "sports", condition: "good", seller: 1, photos: 1, shape: "bat" },
  { title: "Decathlon Domyos 20 kg dumbbell set", description: "Adjustable dumbbells with bars and collars. Rust-free, kept indoors.", price: 2400, category: "sports", condition: "like_new", seller: 2, photos: 1, shape: "dumbbell" },
  { title: "Cosco size 5 football", description: "Used a few times on turf. Holds air well.", price: 450, category: "sports", condition: "good", seller: 3, photos: 1 },
  { title: "Yoga mat 6mm with carry strap", description: "Anti-slip TPE mat, purple. Cleaned and rolled.", price: 600, category: "sports", condition: "like_new", seller: 0, photos: 1, shape: "mat" },
  { title: "Powermax TDA-230 motorised treadmill", description: "2 HP motor, 12 programs, folds for storage. Recently serviced. Pickup from Banjara Hills.", price: 18500, category: "sports", condition: "good", seller: 3, photos: 2, shape: "treadmill" },
  { title: "NCERT Class 11 and 12 Physics, Chemistry, Maths set", description: "All six books, latest edition, a few pencil notes. Perfect for JEE preparation.", price: 900, category: "books", condition: "good", seller: 2, photos: 1 },
  { title: "UPSC prelims books bundle (Laxmikanth, Spectrum, Ramesh Singh)", description: "Indian Polity 6th edition, Modern India by Spectrum, Indian Economy by Ramesh Singh. Highlighted in places.", price: 1300, category: "books", condition: "good", seller: 1, photos: 1 },
  { title: "Harry Potter complete box set (paperback)", description: "All seven books in the original box. Read once, spines intact.", price: 2200, category: "books", condition: "like_new", seller: 0, photos: 2 },
  { title: "R.K. Narayan collection, 5 novels", description: "Malgudi Days, The Guide, Swami and Friends, The English Teacher and The Financial Expert.", price: 750, category: "books", condition: "good", seller: 2, photos: 1 },
  { title: "Honda Activa 6G, 2022, 9,800 km", description: "Single owner, all services at the Honda showroom. Insurance valid until August. RC transfer on sale.", price: 62000, category: "vehicles", productType: "motorcycle", brand: "Honda", condition: "like_new", hasBill: true, seller: 2, photos: 2 },
  { title: "Royal Enfield Classic 350, 2021, Gunmetal Grey", description: "24,000 km, regularly serviced, new tyres. No accidents. All papers clear.", price: 148000, category: "vehicles", productType: "motorcycle", brand: "Royal Enfield", condition: "good", hasBill: true, seller: 1, photos: 2 },
  { title: "Hero Sprint 26T geared cycle", description: "21-speed Shimano gears, front suspension. Recently tuned, new brake pads.", price: 5200, category: "vehicles", productType: "bicycle", brand: "Hero", condition: "good", seller: 0, photos: 1 },
  { title: "Yamaha F310 acoustic guitar with bag", description: "Great beginner guitar, new strings fitted. Includes a padded gig bag and capo.", price: 5500, category: "other", condition: "like_new", seller: 3, photos: 1 },
  { title: "Harmonium, 3.25 octave, teak wood", description: "Coupler and 9 scale changer. Well-maintained, sweet tone.", price: 8500, category: "other", condition: "good", seller: 1, photos: 1 },
  { title: "Casio CT-S300 61-key keyboard with stand", description: "Touch-sensitive keys, 400 tones. Adapter, music rest and stand included. Used at home only.", price: 7800, category: "other", condition: "like_new", seller: 2, photos: 1 },
];
