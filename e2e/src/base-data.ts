/** A valid 18-digit 居民身份证 number from its first 17 digits (district, birthday, sequence): the check digit added. */
export const idCard = (body17: string) => {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return body17 + '10X98765432'[sum % 11];
};
