/**
 * Where the numberings part company, as aligned blocks. Lumen's canonical numbering is the Clementine Vulgate's
 * (the Douay-Rheims shares its keys); the pivot is the Hebrew (Masoretic) numbering for the Old Testament and the
 * Greek critical numbering (NA) for the New, which modern Catholic Bibles follow; the KJV (English) numbering is
 * reached from the pivot. A block `a:b-c=d:e-f` maps verses b-c of chapter a onto verses e-f of chapter d: one to
 * one when both sides have as many verses, otherwise one verse onto a range or a range onto one verse; a verse two
 * blocks name maps onto both (`20:42=20:42 20:42=21:1`: one verse holding parts of two chapters). A verse no
 * block names keeps its number (in the Psalms: in the psalm given by `psalm-numbers.ts`).
 *
 * Facts from the Copenhagen Alliance's standard mappings (vul, eng → org), checked against the verse counts of the
 * staged Clementine Vulgate; where its Vulgate (the Stuttgart edition) numbers a chapter otherwise than the
 * Clementine, the Clementine counts decide. Where the Vulgate ends a chapter with fewer verses (Genesis 50, Exodus
 * 40, Job 42, John 11) and where the KJV divides a verse (Psalm 13:5-6 = Hebrew 13:6), the blocks were placed by
 * reading the Douay-Rheims beside the English text (Douay Exodus 40:13 "put on them the holy vestments … unction"
 * is KJV 40:13-15; Douay Genesis 50:22 joins KJV 50:22-23), and so were the joins and divisions found by holding
 * every chapter's count in the KJV numbering against the KJV's (Genesis 5 and 49, Leviticus 26, Numbers 11 and 20,
 * Joshua 4, 5 and 21, Judges 5 and 21, 1 Chronicles 11 and 20, Isaiah 63:19, 2 Corinthians 1; KJV 1 Samuel 20:42
 * and 1 Kings 22:43). Where the Clementine holds two of the pivot's verses in one, the join is placed on the verse
 * whose Douay and Latin text holds both, which is often one verse later than in the Stuttgart-based mapping: Douay
 * Mark 4:40 ("Why are you fearful? … Who is this") is KJV 4:40-41, 4:39 the calm alone; Acts 7:55 is KJV 7:55-56,
 * Acts 14:6 is KJV 14:6-7, Nehemiah 3:30 is Hebrew 3:30-31, Nehemiah 12:33 is Hebrew 12:33-34, Jeremiah 37:4 is
 * Hebrew 37:4-5, Ezekiel 2:9 is Hebrew 2:9-10, Micah 5:11 is Hebrew 5:10-11, Psalm 43:22 ("Shall not God search out
 * these things … for thy sake we are killed") is Hebrew 44:22-23 and Psalm 55:11 ("In God will I praise the word … I
 * will not fear what man can do to me") Hebrew 56:11-12 (both were one verse earlier until 2026-11-27); and where the
 * Clementine makes the title of a psalm a verse of its own that the Hebrew numbers with the psalm's first words,
 * the first Hebrew verse is the title and the next (Hebrew 72:1 "Of Solomon. Give the king thy justice" is Vulgate
 * 71:1 "Psalmus, in Salomonem" and 71:2 "Deus, judicium tuum regi da"; Hebrew 100:1 is Vulgate 99:1-2, Hebrew
 * 109:1-3 Vulgate 108:1-3 (108:2 "Deus, laudem meam ne tacueris … apertum est", 108:3 "Locuti sunt … gratis"); Hebrew
 * 146:1-3 is Vulgate 145:1-3, whose 145:2 runs from "Lauda, anima mea" to "Nolite confidere in principibus"; until
 * 2026-11-27 Hebrew 72:1 was the title alone). Books with only Greek text (Tobias, Judith, Wisdom,
 * Ecclesiasticus, Baruch, Machabees) and the Greek parts of Esther keep the Vulgate numbers in every numbering.
 */

/** Vulgate (canonical) → Hebrew/Greek pivot. */
export const VULGATE_TO_PIVOT: Readonly<Record<string, string>> = {
  Gen: '5:31=5:31-32 31:55=32:1 32:1-32=32:2-33 49:31=49:31-32 49:32=49:33 50:22=50:22-23 50:23-25=50:24-26',
  Exod: '8:1-4=7:26-29 8:5-32=8:1-28 22:1=21:37 22:2-31=22:1-30 40:13=40:13-15 40:14-36=40:16-38',
  Lev: '6:1-7=5:20-26 6:8-30=6:1-23 26:45=26:45-46',
  Num: '11:34=11:34-35 13:1=12:16 13:2-34=13:1-33 16:36-50=17:1-15 17:1-13=17:16-28 20:28-29=20:28 20:30=20:29',
  Deut: '12:32=13:1 13:1-18=13:2-19 22:30=23:1 23:1-25=23:2-26 29:1=28:69 29:2-29=29:1-28',
  Josh: '4:23-24=4:23 4:25=4:24 5:14-15=5:14 5:16=5:15 21:36=21:36-37 21:37=21:38-39 21:38-43=21:40-45',
  Judg: '5:31-32=5:31 21:24=21:24-25',
  '1Sam': '20:43=21:1 21:1-15=21:2-16',
  '2Sam': '18:33=19:1 19:1-43=19:2-44',
  '1Kgs': '4:21-34=5:1-14 5:1-18=5:15-32',
  '2Kgs': '11:21=12:1 12:1-21=12:2-22',
  '1Chr': '6:1-15=5:27-41 6:16-81=6:1-66 11:46=11:46-47 12:4=12:4-5 12:5-40=12:6-41 20:7=20:7-8',
  '2Chr': '2:1=1:18 2:2-18=2:1-17 14:1=13:23 14:2-15=14:1-14',
  Neh: '3:30=3:30-31 3:31=3:32 4:1-6=3:33-38 4:7-23=4:1-17 7:67-68=7:67 7:69-73=7:68-72 9:38=10:1 10:1-39=10:2-40 12:33=12:33-34 12:34-46=12:35-47',
  Job: '16:4-5=16:4 16:6-23=16:5-22 39:31-35=40:1-5 40:1-27=40:6-32 40:28=41:1 41:1-25=41:2-26 42:16=42:16-17',
  Ps: '2:12-13=2:12 4:9-10=4:9 9:22-39=10:1-18 10:1-2=11:1 10:3-8=11:2-7 12:1=13:1-2 12:2-3=13:3 15:9=16:9 15:10=16:10-11 43:21=44:21 43:22=44:22-23 43:23-26=44:24-27 55:10=56:10 55:11=56:11-12 55:12-13=56:13-14 71:1-2=72:1 71:2=72:2 99:1-2=100:1 99:2=100:2 108:1-2=109:1 108:2-3=109:2 108:3=109:3 113:9-26=115:1-18 114:1-9=116:1-9 115:1-10=116:10-19 145:1-2=146:1 145:2=146:2 145:2-3=146:3 146:1-11=147:1-11 147:1-9=147:12-20',
  Eccl: '7:1=6:12 7:2-30=7:1-29',
  Song: '1:1=1:1-2 1:2-16=1:3-17 5:17=6:1 6:1-11=6:2-12 6:12=7:1 7:1-13=7:2-14',
  Isa: '9:1=8:23 9:2-21=9:1-20 63:19=63:19 64:1=63:19 64:2-12=64:1-11',
  Jer: '9:1=8:23 9:2-26=9:1-25 37:4=37:4-5 37:5-20=37:6-21',
  Ezek: '2:9=2:9-10 20:45-49=21:1-5 21:1-32=21:6-37',
  Dan: '3:24-90=0:0 3:91-100=3:24-33 5:31=6:1 6:1-28=6:2-29',
  Hos: '1:10-11=2:1-2 2:1-22=2:3-24 2:23-24=2:25 11:12=12:1 12:1-14=12:2-15',
  Joel: '2:28-32=3:1-5 3:1-21=4:1-21',
  Amos: '6:10-11=6:10 6:12-15=6:11-14',
  Mic: '5:1=4:14 5:2-10=5:1-9 5:11=5:10-11',
  Nah: '1:15=2:1 2:1-13=2:2-14',
  Hag: '2:1=1:15 2:2-24=2:1-23',
  Zech: '1:18-21=2:1-4 2:1-13=2:5-17',
  Mal: '4:1-6=3:19-24',
  Matt: '17:14=17:14-15 17:15-26=17:16-27',
  Mark: '4:40=4:40-41 8:39=9:1 9:1-49=9:2-50',
  John: '6:51-52=6:51 6:53-72=6:52-71 11:56=11:56-57',
  Acts: '7:55=7:55-56 7:56-59=7:57-60 14:6=14:6-7 14:7-27=14:8-28',
  '2Cor': '1:23=1:23-24',
  '3John': '1:14=1:14-15',
};

/** KJV (English) → Hebrew/Greek pivot. In the New Testament the English numbering is the pivot's but for a few
 * verses the critical text joins or splits (Acts 19:40-41, 2 Corinthians 13:12-14, 3 John 14-15, Revelation 12:18). */
export const KJV_TO_PIVOT: Readonly<Record<string, string>> = {
  Gen: '31:55=32:1 32:1-32=32:2-33',
  Exod: '8:1-4=7:26-29 8:5-32=8:1-28 22:1=21:37 22:2-31=22:1-30',
  Lev: '6:1-7=5:20-26 6:8-30=6:1-23',
  Num: '16:36-50=17:1-15 17:1-13=17:16-28 29:40=30:1 30:1-16=30:2-17',
  Deut: '12:32=13:1 13:1-18=13:2-19 22:30=23:1 23:1-25=23:2-26 29:1=28:69 29:2-29=29:1-28',
  '1Sam': '20:42=20:42 20:42=21:1 21:1-15=21:2-16 23:29=24:1 24:1-22=24:2-23',
  '2Sam': '18:33=19:1 19:1-43=19:2-44',
  '1Kgs': '4:21-34=5:1-14 5:1-18=5:15-32 22:43=22:43-44 22:44-53=22:45-54',
  '2Kgs': '11:21=12:1 12:1-21=12:2-22',
  '1Chr': '6:1-15=5:27-41 6:16-81=6:1-66 12:4-40=12:5-41',
  '2Chr': '2:1=1:18 2:2-18=2:1-17 14:1=13:23 14:2-15=14:1-14',
  Neh: '4:1-6=3:33-38 4:7-23=4:1-17 7:69-73=7:68-72 9:38=10:1 10:1-39=10:2-40',
  Job: '41:1-8=40:25-32 41:9-34=41:1-26',
  Ps: '13:5-6=13:6',
  Eccl: '5:1=4:17 5:2-20=5:1-19',
  Song: '6:13=7:1 7:1-13=7:2-14',
  Isa: '9:1=8:23 9:2-21=9:1-20 63:19=63:19 64:1=63:19 64:2-12=64:1-11',
  Jer: '9:1=8:23 9:2-26=9:1-25',
  Ezek: '20:45-49=21:1-5 21:1-32=21:6-37',
  Dan: '4:1-3=3:31-33 4:4-37=4:1-34 5:31=6:1 6:1-28=6:2-29',
  Hos: '1:10-11=2:1-2 2:1-23=2:3-25 11:12=12:1 12:1-14=12:2-15 13:16=14:1 14:1-9=14:2-10',
  Joel: '2:28-32=3:1-5 3:1-21=4:1-21',
  Jonah: '1:17=2:1 2:1-10=2:2-11',
  Mic: '5:1=4:14 5:2-15=5:1-14',
  Nah: '1:15=2:1 2:1-13=2:2-14',
  Zech: '1:18-21=2:1-4 2:1-13=2:5-17',
  Mal: '4:1-6=3:19-24',
  Acts: '19:40-41=19:40',
  '2Cor': '13:12-13=13:12 13:14=13:13',
  '3John': '1:14=1:14-15',
  // KJV Revelation 13:1 "And I stood upon the sand of the sea, and saw a beast" holds the critical text's 12:18
  // (the Vulgate's too: "Et stetit supra arenam maris") and 13:1: Revelation 12 has 17 verses in the KJV.
  Rev: '13:1=12:18 13:1=13:1',
};

/**
 * Verses the KJV numbers as the Vulgate does where the pivot holds them in one: Hebrew Isaiah 63:19 is KJV and
 * Vulgate 63:19 ("We are become as in the beginning, when thou didst not rule over us") and 64:1 ("O that thou
 * wouldst rend the heavens, and wouldst come down"). Read through the pivot, each became both (KJV 64:1 was Vulgate
 * 63:19-64:1, which gave the First Sunday of Advent B, RSV Is 64:1, a verse it does not read), so these map
 * between the two directly.
 */
export const KJV_AS_VULGATE: Readonly<Record<string, readonly string[]>> = {
  Isa: ['63:19', '64:1'],
};

/**
 * Psalms whose Hebrew superscription is numbered as verse 1 (or verses 1-2) but is unnumbered in the KJV:
 * KJV verse v = Hebrew verse v + offset; Hebrew verses 1..offset are the KJV's title (verse 0 here).
 */
export const KJV_PSALM_TITLE_VERSES: ReadonlyMap<number, number> = new Map([
  ...[3, 4, 5, 6, 7, 8, 9, 12, 13, 18, 19, 20, 21, 22, 30, 31, 34, 36, 38, 39, 40, 41, 42, 44, 45, 46, 47, 48, 49,
    53, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 67, 68, 69, 70, 75, 76, 77, 80, 81, 83, 84, 85, 88, 89, 92, 102,
    108, 140, 142].map((p) => [p, 1] as const),
  ...[51, 52, 54, 60].map((p) => [p, 2] as const),
]);
