/**
 * Passwords of 8+ characters that top the public breach lists (plus the Indian favourites), compared
 * case-insensitively. Short ones are already refused by the length rule.
 */
const COMMON = new Set([
  "00000000", "0123456789", "11111111", "11223344", "12121212", "123123123", "12341234", "12344321", "12345678",
  "123456789", "1234567890", "123456789a", "123456abc", "12345qwert", "1234qwer", "123qwe123", "147258369",
  "159753456", "1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "22222222", "33333333", "44444444", "55555555", "66666666",
  "77777777", "789456123", "87654321", "88888888", "987654321", "99999999", "a1b2c3d4", "aa123456", "abc12345",
  "abc123456", "abcd1234", "abcdefgh", "admin123", "admin@123", "administrator", "asdfghjk", "asdfghjkl", "baseball",
  "batman123", "bharat123", "butterfly", "changeme", "changeme1", "chocolate", "computer", "cricket1", "default1",
  "delhi123", "dhoni007", "dragon12", "facebook1", "football", "freedom1", "ganesh123", "google123", "iloveyou",
  "iloveyou1", "india123", "india@123", "india@2024", "india@2025", "internet", "iphone12", "jennifer", "krishna1",
  "letmein1", "letmein123", "lovely12", "loveyou1", "master12", "michelle", "monkey12", "mother12", "mumbai123",
  "p@ssw0rd", "p@ssword", "pass1234", "passw0rd", "password", "password!", "password1", "password12", "password123",
  "password1234", "princess", "q1w2e3r4", "qwe12345", "qwerty123", "qwerty12345", "qwertyui", "qwertyuiop",
  "sachin10", "samsung1", "samsung123", "secret12", "shivaji1", "starwars", "sunshine", "superman", "test1234",
  "test@123", "testtest", "trustno1", "welcome1", "welcome123", "welcome@123", "whatever", "zaq12wsx", "zxcvbnm1",
]);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
