import type { Category } from "./categories";

/** Listing catalogue (docs/product.md#listings): category > product type > brand. Every brand list ends with Other. */
export interface ProductTypeOption {
  value: string;
  label: string;
  brands?: readonly string[];
}

export const OTHER_BRAND = "Other";
const withOther = (brands: string[]) => [...brands, OTHER_BRAND] as const;

export const PRODUCT_TYPES: Partial<Record<Category, readonly ProductTypeOption[]>> = {
  electronics: [
    {
      value: "mobile",
      label: "Mobile Phone",
      brands: withOther([
        "Apple",
        "Samsung",
        "OnePlus",
        "Xiaomi",
        "Redmi",
        "Realme",
        "Vivo",
        "Oppo",
        "iQOO",
        "Motorola",
        "Nothing",
        "Google Pixel",
        "Poco",
        "Nokia",
        "Lava",
        "Micromax",
      ]),
    },
    {
      value: "laptop",
      label: "Laptop",
      brands: withOther([
        "HP",
        "Dell",
        "Lenovo",
        "Asus",
        "Acer",
        "Apple",
        "MSI",
        "Samsung",
        "Microsoft",
        "Infinix",
        "Avita",
      ]),
    },
    {
      value: "tv",
      label: "Television",
      brands: withOther([
        "Samsung",
        "LG",
        "Sony",
        "Mi",
        "TCL",
        "OnePlus",
        "Hisense",
        "Vu",
        "Panasonic",
        "Acer",
        "Thomson",
        "Kodak",
      ]),
    },
    {
      value: "audio",
      label: "Audio",
      brands: withOther([
        "boAt",
        "JBL",
        "Sony",
        "Bose",
        "Sennheiser",
        "Noise",
        "Marshall",
        "Skullcandy",
        "Zebronics",
        "Apple",
        "Samsung",
        "Realme",
      ]),
    },
    { value: "camera", label: "Camera" },
    { value: "gaming", label: "Gaming" },
    { value: "appliances", label: "Appliances" },
    { value: "accessories", label: "Accessories" },
  ],
  fashion: [
    {
      value: "clothing",
      label: "Clothing",
      brands: withOther([
        "Levi's",
        "Allen Solly",
        "Van Heusen",
        "Peter England",
        "Louis Philippe",
        "Zara",
        "H&M",
        "Biba",
        "W",
        "FabIndia",
        "Manyavar",
        "Raymond",
        "U.S. Polo Assn.",
        "Roadster",
      ]),
    },
    {
      value: "footwear",
      label: "Footwear",
      brands: withOther([
        "Nike",
        "Adidas",
        "Puma",
        "Bata",
        "Woodland",
        "Red Tape",
        "Skechers",
        "Reebok",
        "Campus",
        "Metro",
        "Liberty",
        "Crocs",
      ]),
    },
    { value: "accessories", label: "Accessories" },
    {
      value: "watches",
      label: "Watches",
      brands: withOther([
        "Titan",
        "Fastrack",
        "Casio",
        "Fossil",
        "Timex",
        "Sonata",
        "Apple",
        "Samsung",
        "Noise",
        "Fire-Boltt",
        "Seiko",
        "Citizen",
      ]),
    },
    { value: "jewelry", label: "Jewellery" },
  ],
  vehicles: [
    {
      value: "car",
      label: "Car",
      brands: withOther([
        "Maruti Suzuki",
        "Hyundai",
        "Tata",
        "Mahindra",
        "Kia",
        "Toyota",
        "Honda",
        "Renault",
        "Skoda",
        "Volkswagen",
        "MG",
        "Nissan",
        "Ford",
      ]),
    },
    {
      value: "motorcycle",
      label: "Motorcycle / Scooter",
      brands: withOther([
        "Hero",
        "Honda",
        "Bajaj",
        "TVS",
        "Royal Enfield",
        "Yamaha",
        "Suzuki",
        "KTM",
        "Jawa",
        "Ather",
        "Ola Electric",
      ]),
    },
    {
      value: "bicycle",
      label: "Bicycle",
      brands: withOther(["Hero", "Hercules", "Firefox", "BSA", "Btwin", "Avon", "Montra", "Atlas", "Trek", "Giant"]),
    },
    { value: "auto_parts", label: "Auto Parts" },
  ],
};

export const RAM_OPTIONS = ["4gb", "8gb", "16gb", "32gb"] as const;
export const STORAGE_OPTIONS = ["128gb", "256gb", "512gb", "1tb"] as const;
export const SIZE_LABEL: Record<string, string> = {
  "4gb": "4 GB",
  "8gb": "8 GB",
  "16gb": "16 GB",
  "32gb": "32 GB",
  "128gb": "128 GB",
  "256gb": "256 GB",
  "512gb": "512 GB",
  "1tb": "1 TB",
};

// Conditions live in their own module: listing cards need their labels without this file's brand lists.
export { CONDITION_LABELS, FORM_CONDITIONS } from "./conditions";

export const productTypesFor = (category: string) => PRODUCT_TYPES[category as Category] ?? [];
export const brandsFor = (category: string, productType: string) =>
  productTypesFor(category).find((t) => t.value === productType)?.brands ?? [];
