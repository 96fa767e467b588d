/**
 * Whether login codes may be texted to a number (issue #29, docs/decisions/118). The +1 country
 * code is shared by the whole North American Numbering Plan, and texting a code to some of its
 * numbers costs many times a US one. SMS pumping fraud sends codes there in bulk. The
 * marketplace serves people with US phones, so it texts only numbers whose area code is a US
 * one: not Canada's, not the Caribbean countries', not toll-free, premium or other
 * non-geographic codes, and not a code that cannot exist (a first digit of 0 or 1, or N11).
 */

/** Area codes of the plan that are not US places: other countries, and services. */
const NOT_US_AREA_CODES = new Set(
  [
    // Canada
    '204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 387 403 416 418 428 431 437',
    '438 450 460 468 474 506 514 519 548 579 581 584 587 600 604 613 622 639 647 672 683 705',
    '709 742 753 778 780 782 807 819 825 867 873 879 902 905 942',
    // Caribbean and Atlantic countries (US territories, such as 787 and 340, are US)
    '242 246 264 268 284 345 441 473 649 658 664 721 758 767 784 809 829 849 868 869 876',
    // Toll-free, premium, personal and other non-geographic services
    '456 500 521 522 523 524 525 526 527 528 529 533 544 555 566 577 588 700 710',
    '800 833 844 855 866 877 888 900 976',
  ]
    .join(' ')
    .split(' '),
);

/** `+1` and ten digits, as the contract's phone field gives it. */
const NANP = /^\+1([2-9]\d\d)\d{7}$/;

export function isServedPhone(e164: string): boolean {
  const areaCode = NANP.exec(e164)?.[1];
  if (!areaCode) return false;
  const isN11 = areaCode.endsWith('11');
  return !isN11 && !NOT_US_AREA_CODES.has(areaCode);
}
