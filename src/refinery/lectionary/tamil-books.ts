/**
 * The Tamil book abbreviations of the lectionary table → OSIS id (Lumen's book ids, as Veritas's canon names them)
 * and the abbreviation an English lectionary prints. Facts read from the table and checked against known pericopes
 * (விப12:1-8,11-14 is Ex 12:1-8,11-14 on Holy Thursday); the evaluation's `derived/parse_readings_list.py` gave the
 * same readings. The Greek parts of Esther and Daniel, which the Tamil Bible numbers apart, are handled in
 * greek-additions.ts. `இணை` (seen once, for an India-only saint) is not listed: India-only days are not imported.
 */
export interface TamilBook {
  osis: string;
  abbr: string;
}

const TABLE = `
தொநூ Gen Gn|விப Exod Ex|லேவி Lev Lv|எண் Num Nm|இச Deut Dt|யோசு Josh Jos|நீத Judg Jgs|ரூத் Ruth Ru
1சாமு 1Sam 1_Sm|2சாமு 2Sam 2_Sm|1அர 1Kgs 1_Kgs|2அர 2Kgs 2_Kgs|1குறி 1Chr 1_Chr|2குறி 2Chr 2_Chr|எஸ்ரா Ezra Ezr
நெகே Neh Neh|தோபி Tob Tb|யூதி Jdt Jdt|எஸ்(கி) Esth Est|1மக் 1Macc 1_Mc|2மக் 2Macc 2_Mc|யோபு Job Jb|திபா Ps Ps
நீமொ Prov Prv|சஉ Eccl Eccl|இபா Song Sg|சாஞா Wis Wis|சீஞா Sir Sir|எசா Isa Is|எரே Jer Jer|புல Lam Lam|பாரூ Bar Bar
எசே Ezek Ez|தானி Dan Dn|தானி(இ) Dan Dn|ஓசே Hos Hos|யோவே Joel Jl|ஆமோ Amos Am|யோனா Jonah Jon|மீக் Mic Mi
நாகூ Nah Na|அப Hab Hb|செப் Zeph Zep|ஆகா Hag Hg|செக் Zech Zec|மலா Mal Mal|மத் Matt Mt|மாற் Mark Mk|லூக் Luke Lk
யோவா John Jn|திப Acts Acts|உரோ Rom Rom|1கொரி 1Cor 1_Cor|2கொரி 2Cor 2_Cor|கலா Gal Gal|எபே Eph Eph|பிலி Phil Phil
கொலோ Col Col|1தெச 1Thess 1_Thes|2தெச 2Thess 2_Thes|1திமொ 1Tim 1_Tm|2திமொ 2Tim 2_Tm|தீத் Titus Ti|பில Phlm Phlm
எபி Heb Heb|யாக் Jas Jas|1பேது 1Pet 1_Pt|2பேது 2Pet 2_Pt|1யோவா 1John 1_Jn|2யோவா 2John 2_Jn|3யோவா 3John 3_Jn
யூதா Jude Jude|திவெ Rev Rv`;

export const TAMIL_BOOKS: ReadonlyMap<string, TamilBook> = new Map(
  TABLE.trim()
    .split(/[|\n]/)
    .map((entry) => entry.trim().split(' '))
    .map(([tamil, osis, abbr]) => [tamil!, { osis: osis!, abbr: abbr!.replace('_', ' ') }]),
);

/** Longest abbreviation first, so that `1யோவா` is not read as `யோவா` and `தானி(இ)` not as `தானி`. */
const ORDERED = [...TAMIL_BOOKS.keys()].sort((a, b) => b.length - a.length);

/** Splits `1கொரி5:6b-8` into the book abbreviation and the rest; undefined when no book starts the text. */
export function splitBook(text: string): { tamil: string; book: TamilBook; rest: string } | undefined {
  const tamil = ORDERED.find((t) => text.startsWith(t));
  return tamil ? { tamil, book: TAMIL_BOOKS.get(tamil)!, rest: text.slice(tamil.length) } : undefined;
}

/** Books of one chapter are cited without it (`யூதா17,20-25`, `பில9b-10`). */
export const ONE_CHAPTER = new Set(['Obad', 'Phlm', '2John', '3John', 'Jude']);
