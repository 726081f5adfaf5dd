-- One name per city (contract/cities.ts, docs/decisions/0039-canonical-city-names.md): the cities already stored in an
-- older or differently written spelling take the canonical one, as canonicalCity gives every city stored from now on.
-- The list is canonicalCity's table as this migration was written (alias lower-cased, spaces tidied): a row added
-- there later needs a migration of its own. The list is written once, into a table of this migration's own that it drops
-- at the end, and each table that keeps a city is renamed from it.
CREATE TABLE "city_names_0029" ("alias" text PRIMARY KEY, "canonical" text NOT NULL);
--> statement-breakpoint
INSERT INTO "city_names_0029" ("alias", "canonical") VALUES
  ('bengaluru', 'Bengaluru'),
  ('bengaluru rural', 'Bengaluru Rural'),
  ('mumbai', 'Mumbai'),
  ('kolkata', 'Kolkata'),
  ('chennai', 'Chennai'),
  ('delhi', 'Delhi'),
  ('gurugram', 'Gurugram'),
  ('noida', 'Noida'),
  ('pune', 'Pune'),
  ('mysuru', 'Mysuru'),
  ('mangaluru', 'Mangaluru'),
  ('belagavi', 'Belagavi'),
  ('kalaburagi', 'Kalaburagi'),
  ('shivamogga', 'Shivamogga'),
  ('tumakuru', 'Tumakuru'),
  ('ballari', 'Ballari'),
  ('chikkamagaluru', 'Chikkamagaluru'),
  ('thiruvananthapuram', 'Thiruvananthapuram'),
  ('kochi', 'Kochi'),
  ('visakhapatnam', 'Visakhapatnam'),
  ('vadodara', 'Vadodara'),
  ('varanasi', 'Varanasi'),
  ('prayagraj', 'Prayagraj'),
  ('puducherry', 'Puducherry'),
  ('tiruchirappalli', 'Tiruchirappalli'),
  ('thoothukudi', 'Thoothukudi'),
  ('bangalore', 'Bengaluru'),
  ('bangalore urban', 'Bengaluru'),
  ('bengaluru urban', 'Bengaluru'),
  ('bangalore rural', 'Bengaluru Rural'),
  ('bombay', 'Mumbai'),
  ('mumbai city', 'Mumbai'),
  ('mumbai suburban', 'Mumbai'),
  ('calcutta', 'Kolkata'),
  ('madras', 'Chennai'),
  ('new delhi', 'Delhi'),
  ('central delhi', 'Delhi'),
  ('east delhi', 'Delhi'),
  ('north delhi', 'Delhi'),
  ('north east delhi', 'Delhi'),
  ('north west delhi', 'Delhi'),
  ('south delhi', 'Delhi'),
  ('south west delhi', 'Delhi'),
  ('west delhi', 'Delhi'),
  ('gurgaon', 'Gurugram'),
  ('gautam buddha nagar', 'Noida'),
  ('poona', 'Pune'),
  ('mysore', 'Mysuru'),
  ('mangalore', 'Mangaluru'),
  ('belgaum', 'Belagavi'),
  ('gulbarga', 'Kalaburagi'),
  ('shimoga', 'Shivamogga'),
  ('tumkur', 'Tumakuru'),
  ('bellary', 'Ballari'),
  ('chickmagalur', 'Chikkamagaluru'),
  ('trivandrum', 'Thiruvananthapuram'),
  ('cochin', 'Kochi'),
  ('vizag', 'Visakhapatnam'),
  ('baroda', 'Vadodara'),
  ('benares', 'Varanasi'),
  ('banaras', 'Varanasi'),
  ('allahabad', 'Prayagraj'),
  ('pondicherry', 'Puducherry'),
  ('trichy', 'Tiruchirappalli'),
  ('tuticorin', 'Thoothukudi');
--> statement-breakpoint
UPDATE products SET city = n.canonical FROM "city_names_0029" AS n
WHERE lower(regexp_replace(btrim(products.city), '\s+', ' ', 'g')) = n.alias AND products.city IS DISTINCT FROM n.canonical;
--> statement-breakpoint
UPDATE product_modifications SET city = n.canonical FROM "city_names_0029" AS n
WHERE lower(regexp_replace(btrim(product_modifications.city), '\s+', ' ', 'g')) = n.alias AND product_modifications.city IS DISTINCT FROM n.canonical;
--> statement-breakpoint
UPDATE addresses SET city = n.canonical FROM "city_names_0029" AS n
WHERE lower(regexp_replace(btrim(addresses.city), '\s+', ' ', 'g')) = n.alias AND addresses.city IS DISTINCT FROM n.canonical;
--> statement-breakpoint
DROP TABLE "city_names_0029";
