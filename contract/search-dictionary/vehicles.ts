/** Everyday words for vehicles and their parts; each line as in electronics.ts. */
export const VEHICLE_WORDS = [
  "car, cars / कार, गाड़ी, गाडी / kaar, gaadi, gadi",
  "bike, motorcycle, motorbike / बाइक, मोटरसाइकिल, मोटरसाईकिल / baik, baaik, motarsaikil, motorcycal",
  "scooter, scooty, activa / स्कूटर, स्कूटी / skutar, scuty, scootey, skooty",
  "bicycle, cycle, cycles / साइकिल, साईकिल, सायकल / saikil, saikal, cycal, cycel, saykal",
  "electric scooter, ev / इलेक्ट्रिक स्कूटर / electrik scooter",
  "auto, rickshaw, autorickshaw, e rickshaw / ऑटो, रिक्शा / riksha, rikshaw",
  "tyre, tyres, tire, tires / टायर / taayar, taiyar",
  "wheel, wheels, alloy / पहिया, पहिए / pahiya",
  "engine / इंजन / injan, enjin",
  "seat cover / सीट कवर / sit cover",
  "car stereo, music system / म्यूज़िक सिस्टम / music sistem",
  "parts, spare parts, spares / पार्ट्स, पुर्ज़े / spair parts, purze",
  "truck, tempo / ट्रक, टेम्पो / trak",
  "tractor / ट्रैक्टर / trektar, tracter",
  "jeep, suv / जीप / jip",
  "pram, stroller, baby walker / प्रैम, वॉकर / walkar",
] as const;
