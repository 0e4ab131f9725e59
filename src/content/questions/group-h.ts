/**
 * Group H questions (issue 51), all in the real exam's reported format (one answer among 3 options):
 * q1197–q1200 are 3-option versions of the four reported real items whose only questions had 4
 * options, so the 'Simulacro oficial' can draw them (each 4-option one is retired for it);
 * q1201 asks who elects the Defensor del Pueblo since July 2026, taught and never asked; from q1202
 * on, what a resident is expected to know in place of the details of one person's life retired in
 * the same topic (héroes, himno, personalidades), q1206 on the new Congress in place of q1138 and
 * q1218 in place of q117 (regiones).
 */
import type { Question } from '../types';

const OTROS = 'material/personalidades/otros-peruanos';
const HEROES = 'material/heroes';

export const questions: Question[] = [
  {
    id: 'q1197', topic: 13,
    text: '¿Quién encabezó en Tacna el levantamiento del 20 de junio de 1811?',
    options: ['Francisco Antonio de Zela', 'Túpac Amaru II', 'Mateo Pumacahua'],
    correct: [0], points: 2,
    explanation: 'Francisco Antonio de Zela se levantó en Tacna el 20 de junio de 1811.',
    source: { path: 'material/independencia', anchor: 'precursores' },
  },
  {
    id: 'q1198', topic: 16,
    text: 'En el MERCOSUR, ¿qué condición tiene el Perú?',
    options: ['Estado Asociado', 'Miembro pleno', 'Observador'],
    correct: [0], points: 2,
    explanation: 'El Perú no es miembro pleno del MERCOSUR: es Estado Asociado desde 2003.',
    source: { path: 'material/tratados', anchor: 'bloques' },
  },
  {
    id: 'q1199', topic: 9,
    text: '¿A quién se considera la primera santa de América?',
    options: ['Santa Rosa de Lima', 'Santa Mariana de Jesús', 'Santa Teresa de los Andes'],
    correct: [0], points: 2,
    explanation: 'Santa Rosa de Lima, canonizada en 1671, es la primera santa de América.',
    source: { path: 'material/santos-peruanos', anchor: 'santos' },
  },
  {
    id: 'q1200', topic: 8,
    text: 'En el Escudo Nacional, ¿qué reino de la naturaleza representa la vicuña?',
    options: ['El reino animal', 'El reino vegetal', 'El reino mineral'],
    correct: [0], points: 2,
    explanation: 'La vicuña, en el campo celeste, representa el reino animal (la fauna del Perú).',
    source: { path: 'material/simbolos/escudo', anchor: 'campos' },
  },
  {
    id: 'q1201', topic: 17,
    text: '¿Quién elige al Defensor del Pueblo desde julio de 2026?',
    options: ['El Senado', 'La Cámara de Diputados', 'El presidente de la República'],
    correct: [0], points: 2,
    explanation: 'Desde julio de 2026 lo elige el Senado (Ley 31988); antes lo elegía el Congreso unicameral, con dos tercios de su número legal, por cinco años.',
    source: { path: 'material/organizacion-politica', anchor: 'organismos-autonomos' },
  },
  // Tema 3, in place of q621, q1179 and q1189.
  {
    id: 'q1202', topic: 3,
    text: '¿En qué guerra dieron la vida Miguel Grau, Francisco Bolognesi y Alfonso Ugarte?',
    options: ['La Guerra del Pacífico (1879–1883)', 'La guerra de la independencia (1820–1824)', 'El conflicto con el Ecuador de 1941'],
    correct: [0], points: 2,
    explanation: 'Los tres murieron en la Guerra del Pacífico: Grau en Angamos (1879), Bolognesi y Ugarte en Arica (1880).',
    source: { path: HEROES, anchor: 'por-que-heroes' },
  },
  {
    id: 'q1203', topic: 3,
    text: '¿Qué héroe de la Guerra del Pacífico fue después presidente del Perú?',
    options: ['Andrés Avelino Cáceres', 'Miguel Grau', 'Alfonso Ugarte'],
    correct: [0], points: 2,
    explanation: 'Andrés Avelino Cáceres, el héroe de la Breña, fue presidente del Perú en 1886–1890 y 1894–1895.',
    source: { path: HEROES, anchor: 'biografias' },
  },
  {
    id: 'q1204', topic: 3,
    text: 'Según la tradición, ¿qué héroe se lanzó a caballo desde el Morro de Arica para que la bandera no cayera en manos enemigas?',
    options: ['Alfonso Ugarte', 'Francisco Bolognesi', 'José Olaya'],
    correct: [0], points: 2,
    explanation: 'Según la tradición, Alfonso Ugarte se lanzó desde el Morro con la bandera el 7 de junio de 1880; los historiadores aún discuten sus últimos momentos.',
    source: { path: HEROES, anchor: 'biografias' },
  },
  // Tema 8, in place of q685.
  {
    id: 'q1205', topic: 8,
    text: '¿Cómo se debe estar mientras se entona el Himno Nacional?',
    options: ['De pie, en actitud de respeto', 'Sentado y en silencio', 'De rodillas'],
    correct: [0], points: 2,
    explanation: 'Al entonar el himno todos se ponen de pie, en actitud de respeto; los hombres se descubren la cabeza.',
    source: { path: 'material/simbolos/himno', anchor: 'respeto' },
  },
  // Tema 11, in place of q1138 (retired as a duplicate; Migraciones' page has no fact left unasked).
  {
    id: 'q1206', topic: 11,
    text: '¿Cuántos diputados tiene, como mínimo, la Cámara de Diputados desde julio de 2026?',
    options: ['130', '60', '180'],
    correct: [0], points: 2,
    explanation: 'La Cámara de Diputados tiene como mínimo 130 diputados, y el Senado, 60 senadores; los dos se eligen por cinco años.',
    source: { path: 'material/congresistas', anchor: 'camaras' },
  },
  // Tema 20, in place of q440, q945, q946, q947, q954, q955, q958, q1099, q1102 and q1103.
  {
    id: 'q1207', topic: 20,
    text: '¿Qué peruano fue secretario general de las Naciones Unidas entre 1982 y 1991?',
    options: ['Javier Pérez de Cuéllar', 'Jorge Basadre', 'José Carlos Mariátegui'],
    correct: [0], points: 2,
    explanation: 'Javier Pérez de Cuéllar dirigió la ONU de 1982 a 1991: fue el primer latinoamericano en ese cargo.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1208', topic: 20,
    text: '¿A quién se considera el mártir de la medicina peruana?',
    options: ['Daniel Alcides Carrión', 'Antonio Raimondi', 'Pedro Paulet'],
    correct: [0], points: 2,
    explanation: 'En 1885 el estudiante Daniel Alcides Carrión se inoculó la verruga peruana y murió de la fiebre de La Oroya, que resultó ser la misma enfermedad.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1209', topic: 20,
    text: '¿Qué día se celebra el Día de la Medicina Peruana?',
    options: ['El 5 de octubre', 'El 28 de julio', 'El 7 de junio'],
    correct: [0], points: 2,
    explanation: 'Cada 5 de octubre, el día en que murió Daniel Alcides Carrión (1885), es el Día de la Medicina Peruana.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1210', topic: 20,
    text: '¿Quién escribió la «Historia de la República del Perú» y es llamado «el historiador de la República»?',
    options: ['Jorge Basadre', 'Ricardo Palma', 'Inca Garcilaso de la Vega'],
    correct: [0], points: 2,
    explanation: 'Jorge Basadre (Tacna, 1903 – Lima, 1980) escribió la «Historia de la República del Perú».',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1211', topic: 20,
    text: '¿Quién escribió «7 ensayos de interpretación de la realidad peruana» (1928)?',
    options: ['José Carlos Mariátegui', 'Mario Vargas Llosa', 'César Vallejo'],
    correct: [0], points: 2,
    explanation: 'José Carlos Mariátegui, fundador de la revista «Amauta» (1926), publicó los «7 ensayos» en 1928.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1212', topic: 20,
    text: '¿Qué historiadora escribió «Historia del Tahuantinsuyu», obra clásica sobre los incas?',
    options: ['María Rostworowski', 'Clorinda Matto de Turner', 'Blanca Varela'],
    correct: [0], points: 2,
    explanation: 'María Rostworowski estudió el mundo andino en documentos coloniales; publicó «Historia del Tahuantinsuyu» en 1988.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1213', topic: 20,
    text: '¿Qué naturalista nacido en Italia recorrió el Perú durante casi veinte años y escribió la obra «El Perú»?',
    options: ['Antonio Raimondi', 'Javier Pulgar Vidal', 'Pedro Paulet'],
    correct: [0], points: 2,
    explanation: 'Antonio Raimondi llegó al Perú en 1850 y estudió su geografía, plantas, animales y minerales; la Puya raimondii lleva su nombre.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1214', topic: 20,
    text: '¿Por qué es recordado el arequipeño Pedro Paulet?',
    options: ['Como precursor de la astronáutica y de la propulsión a cohete', 'Como autor de la música del Himno Nacional', 'Como el primer aviador que cruzó los Andes'],
    correct: [0], points: 2,
    explanation: 'A fines del siglo XIX Pedro Paulet experimentó en París con un motor de cohete de combustible líquido, según dio a conocer él mismo en 1927.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1215', topic: 20,
    text: '¿En qué deporte fue campeona mundial Sofía Mulánovich en 2004?',
    options: ['Surf', 'Vóley', 'Atletismo'],
    correct: [0], points: 2,
    explanation: 'En 2004 Sofía Mulánovich fue la primera persona de Sudamérica en ser campeona mundial de surf.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1216', topic: 20,
    text: '¿Qué futbolista, apodado «el Nene», es el máximo goleador del Perú en los Mundiales?',
    options: ['Teófilo Cubillas', 'Paolo Guerrero', 'Héctor Chumpitaz'],
    correct: [0], points: 2,
    explanation: 'Teófilo Cubillas marcó 10 goles en los Mundiales de 1970, 1978 y 1982.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1217', topic: 20,
    text: '¿Qué medalla ganó la selección peruana femenina de vóley en los Juegos Olímpicos de Seúl 1988?',
    options: ['Plata', 'Oro', 'Bronce'],
    correct: [0], points: 2,
    explanation: 'La selección de Cecilia Tait y Gabriela Pérez del Solar perdió la final ante la Unión Soviética y ganó la medalla de plata.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  // Tema 2, in place of q117.
  {
    id: 'q1218', topic: 2,
    text: '¿En qué región natural se encuentran las ciudades de Lima, Trujillo y Piura?',
    options: ['Costa o Chala', 'Yunga', 'Quechua'],
    correct: [0], points: 2,
    explanation: 'Lima, Trujillo y Piura están en la Costa o Chala, entre 0 y 500 m s. n. m.',
    source: { path: 'material/geografia', anchor: 'resumen' },
  },
];
