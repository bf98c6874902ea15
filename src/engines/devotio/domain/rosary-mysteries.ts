/**
 * The twenty mysteries of the Rosary: the fifteen of the traditional psalter and the five Luminous mysteries
 * added by John Paul II (Rosarium Virginis Mariae, 2002, §21). Scripture references use modern book names
 * (Veritas resolves them in any edition); the fruit is the grace customarily asked for in each decade. These are
 * Lumen's own data, written for this project.
 */
export type MysterySet = 'joyful' | 'luminous' | 'sorrowful' | 'glorious';

export interface Mystery {
  number: number;
  title: string;
  scripture: string[];
  fruit: string;
}

const m = (number: number, title: string, scripture: string[], fruit: string): Mystery => ({ number, title, scripture, fruit });

export const MYSTERIES: Record<MysterySet, { title: string; mysteries: Mystery[] }> = {
  joyful: {
    title: 'The Joyful Mysteries',
    mysteries: [
      m(1, 'The Annunciation', ['Luke 1:26-38'], 'humility'),
      m(2, 'The Visitation', ['Luke 1:39-56'], 'love of neighbour'),
      m(3, 'The Nativity of Our Lord', ['Luke 2:1-20', 'Matthew 1:18-25'], 'poverty of spirit'),
      m(4, 'The Presentation in the Temple', ['Luke 2:22-38'], 'obedience'),
      m(5, 'The Finding of the Child Jesus in the Temple', ['Luke 2:41-52'], 'piety'),
    ],
  },
  luminous: {
    title: 'The Luminous Mysteries',
    mysteries: [
      m(1, 'The Baptism of the Lord in the Jordan', ['Matthew 3:13-17', 'Mark 1:9-11'], 'openness to the Holy Spirit'),
      m(2, 'The Wedding at Cana', ['John 2:1-11'], 'to Jesus through Mary'),
      m(3, 'The Proclamation of the Kingdom of God', ['Mark 1:14-15', 'Matthew 5:1-12'], 'repentance and trust in God'),
      m(4, 'The Transfiguration', ['Luke 9:28-36', 'Matthew 17:1-8'], 'desire for holiness'),
      m(5, 'The Institution of the Eucharist', ['Luke 22:14-20', 'Matthew 26:26-28'], 'adoration'),
    ],
  },
  sorrowful: {
    title: 'The Sorrowful Mysteries',
    mysteries: [
      m(1, 'The Agony in the Garden', ['Luke 22:39-46', 'Matthew 26:36-46'], 'sorrow for sin'),
      m(2, 'The Scourging at the Pillar', ['John 19:1', 'Mark 15:15'], 'purity'),
      m(3, 'The Crowning with Thorns', ['Matthew 27:27-31', 'John 19:2-3'], 'courage'),
      m(4, 'The Carrying of the Cross', ['John 19:16-17', 'Luke 23:26-32'], 'patience'),
      m(5, 'The Crucifixion and Death of Our Lord', ['Luke 23:33-46', 'John 19:18-30'], 'perseverance'),
    ],
  },
  glorious: {
    title: 'The Glorious Mysteries',
    mysteries: [
      m(1, 'The Resurrection', ['Matthew 28:1-10', 'Mark 16:1-8'], 'faith'),
      m(2, 'The Ascension', ['Acts 1:6-11', 'Luke 24:50-53'], 'hope'),
      m(3, 'The Descent of the Holy Spirit', ['Acts 2:1-13'], 'love of God'),
      // The Assumption and the Coronation are not narrated in Scripture; the texts the Church reads on those
      // feasts are given (Revelation 12 is the first reading of the Assumption).
      m(4, 'The Assumption of the Blessed Virgin Mary', ['Revelation 11:19-12:6', 'Song of Songs 2:10-14'], 'the grace of a happy death'),
      m(5, 'The Coronation of the Blessed Virgin Mary', ['Revelation 12:1', 'Judith 15:9-10'], 'trust in Mary’s intercession'),
    ],
  },
};
