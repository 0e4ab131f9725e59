/**
 * Group I questions (issue 51): the thinnest topics brought to 32 or more questions in use, all in
 * the real exam's reported format (one answer among 3 options). Each asks what a resident is
 * expected to know (where a region, a culture or a landmark is, why a Peruvian is known), taught in
 * the section it links to: regiones (2), patrimonio (4), culturas preincas (5), atractivos (7) and
 * personalidades (20), the last with four Peruvians added to its page (Haya de la Torre, Central,
 * Kina Malpartida, Antúnez de Mayolo) in place of two more details of one person's life retired
 * there (q953, q1101).
 */
import type { Question } from '../types';

const GEO = 'material/geografia';
const PAT = 'material/patrimonio';
const PRE = 'material/culturas-preincas';
const ATR = 'material/atractivos';
const OTROS = 'material/personalidades/otros-peruanos';

export const questions: Question[] = [
  // Topic 2: las ocho regiones naturales.
  {
    id: 'q1220', topic: 2,
    text: '¿De qué región natural de Pulgar Vidal es típica la maca?',
    options: ['Costa o Chala', 'Puna', 'Omagua o Selva baja'],
    correct: [1], points: 2,
    explanation: 'La maca es un producto de la Puna (4,000 a 4,800 m s. n. m.), como la papa amarga con que se hace el chuño.',
    source: { path: GEO, anchor: 'regiones' },
  },
  {
    id: 'q1221', topic: 2,
    text: '¿En qué región natural viven el lobo marino, el pelícano y el guanay?',
    options: ['Costa o Chala', 'Puna', 'Rupa-Rupa o Selva alta'],
    correct: [0], points: 2,
    explanation: 'Son animales de la Costa o Chala, la franja junto al océano Pacífico, donde también vive la anchoveta.',
    source: { path: GEO, anchor: 'regiones' },
  },
  {
    id: 'q1222', topic: 2,
    text: '¿Qué región andina, de valles de clima templado, es la más favorable para vivir y cultivar?',
    options: ['Janca o Cordillera', 'Puna', 'Quechua'],
    correct: [2], points: 2,
    explanation: 'La Quechua (2,300 a 3,500 m s. n. m.) tiene valles templados: allí están Cusco, Arequipa, Huancayo y otras grandes ciudades de la sierra.',
    source: { path: GEO, anchor: 'regiones' },
  },
  {
    id: 'q1223', topic: 2,
    text: '¿Por qué son importantes los glaciares de la Janca o Cordillera?',
    options: ['Son reservas de agua que alimentan los ríos', 'Son las tierras donde más se cultiva la papa', 'En ellos se asientan las ciudades más pobladas'],
    correct: [0], points: 2,
    explanation: 'La Janca casi no tiene población, pero sus nieves perpetuas y glaciares son reservas de agua que alimentan los ríos.',
    source: { path: GEO, anchor: 'regiones' },
  },
  {
    id: 'q1224', topic: 2,
    text: '¿De dónde tomó Pulgar Vidal los nombres de las ocho regiones naturales?',
    options: ['De los apellidos de los conquistadores españoles', 'De los nombres con que los pueblos andinos ya llamaban a cada piso ecológico', 'De los nombres de los ríos más largos del país'],
    correct: [1], points: 2,
    explanation: 'Pulgar Vidal recuperó los nombres que los pueblos andinos daban a cada piso ecológico: Chala, Yunga, Quechua, Suni, Puna, Janca, Rupa-Rupa y Omagua.',
    source: { path: GEO, anchor: 'pulgar-vidal' },
  },
  // Topic 4: patrimonio histórico y cultural.
  {
    id: 'q1225', topic: 4,
    text: 'Según la Constitución, ¿qué ciudad es la capital histórica del Perú?',
    options: ['Lima', 'Arequipa', 'Cusco'],
    correct: [2], points: 2,
    explanation: 'El artículo 49 de la Constitución dice que la capital de la República es Lima y su capital histórica, el Cusco.',
    source: { path: PAT, anchor: 'sitios' },
  },
  {
    id: 'q1226', topic: 4,
    text: '¿Al pie de qué nevado del Cusco se hace la peregrinación al santuario del Señor de Qoyllur Rit’i?',
    options: ['El Huascarán', 'El Ausangate', 'El Salcantay'],
    correct: [1], points: 2,
    explanation: 'La peregrinación al Señor de Qoyllur Rit’i, al pie del Ausangate, es Patrimonio Cultural Inmaterial de la Humanidad desde 2011.',
    source: { path: PAT, anchor: 'inmaterial' },
  },
  {
    id: 'q1227', topic: 4,
    text: '¿Qué danzas navideñas de la costa centro-sur, de raíz afroperuana, reconoció la UNESCO en 2019?',
    options: ['La marinera y el tondero', 'La danza de tijeras y el huaylas', 'El Hatajo de Negritos y las Pallitas'],
    correct: [2], points: 2,
    explanation: 'El Hatajo de Negritos y el Hatajo de Pallitas, que se bailan sobre todo en Chincha (Ica), son Patrimonio Cultural Inmaterial desde 2019.',
    source: { path: PAT, anchor: 'inmaterial' },
  },
  {
    id: 'q1228', topic: 4,
    text: '¿Dónde están las trece torres de Chankillo, Patrimonio Mundial desde 2021?',
    options: ['En el desierto de Casma (Áncash)', 'En la península de Paracas (Ica)', 'En el valle del Colca (Arequipa)'],
    correct: [0], points: 2,
    explanation: 'El Complejo Arqueoastronómico de Chankillo está en el desierto de Casma, en Áncash.',
    source: { path: PAT, anchor: 'sitios' },
  },
  // Topic 5: culturas preincas.
  {
    id: 'q1229', topic: 5,
    text: 'Según la leyenda, ¿quién fundó la cultura Lambayeque o Sicán?',
    options: ['Pachacútec, el inca que venció a los chancas', 'Naylamp, un señor llegado por el mar', 'Manco Cápac, salido del lago Titicaca'],
    correct: [1], points: 2,
    explanation: 'La leyenda cuenta que Naylamp llegó por el mar y fundó la cultura Lambayeque, la de las pirámides de Túcume y el tumi de oro.',
    source: { path: PRE, anchor: 'culturas' },
  },
  {
    id: 'q1230', topic: 5,
    text: '¿Cómo se llaman los vasos ceremoniales de la cultura Tiahuanaco?',
    options: ['Keros', 'Huacos retrato', 'Tumis'],
    correct: [0], points: 2,
    explanation: 'Los keros de Tiahuanaco son vasos ceremoniales decorados con felinos y cóndores.',
    source: { path: PRE, anchor: 'culturas' },
  },
  {
    id: 'q1231', topic: 5,
    text: '¿Qué construyó la cultura Caral en su Ciudad Sagrada?',
    options: ['Templos de adobe decorados con peces y redes', 'Pirámides de piedra y plazas circulares hundidas', 'Acueductos subterráneos que aún llevan agua'],
    correct: [1], points: 2,
    explanation: 'Caral levantó pirámides de piedra y plazas circulares hundidas hace unos 5,000 años.',
    source: { path: PRE, anchor: 'culturas' },
  },
  {
    id: 'q1232', topic: 5,
    text: '¿En qué parte del Perú se desarrolló la cultura Moche o Mochica?',
    options: ['En la costa sur', 'En el altiplano', 'En la costa norte'],
    correct: [2], points: 2,
    explanation: 'La cultura Moche ocupó los valles de la costa norte, sobre todo en La Libertad y Lambayeque.',
    source: { path: PRE, anchor: 'culturas' },
  },
  {
    id: 'q1233', topic: 5,
    text: '¿En torno a qué lago se desarrolló la cultura Tiahuanaco?',
    options: ['El lago Junín', 'El lago Titicaca', 'El lago Parinacochas'],
    correct: [1], points: 2,
    explanation: 'Tiahuanaco fue la cultura del altiplano del Titicaca; su centro está al sur del lago, en la actual Bolivia, y su influencia llegó a Puno.',
    source: { path: PRE, anchor: 'culturas' },
  },
  // Topic 7: atractivos turísticos.
  {
    id: 'q1234', topic: 7,
    text: '¿Qué volcán vigila la ciudad de Arequipa?',
    options: ['El Misti', 'El Ubinas', 'El Coropuna'],
    correct: [0], points: 2,
    explanation: 'El Misti se alza junto a Arequipa, la Ciudad Blanca.',
    source: { path: ATR, anchor: 'culturales' },
  },
  {
    id: 'q1235', topic: 7,
    text: '¿Qué cultura construyó el complejo amurallado de Kuélap?',
    options: ['Chimú', 'Chachapoyas', 'Wari'],
    correct: [1], points: 2,
    explanation: 'Kuélap, en la cima de una montaña de Amazonas, es obra de la cultura Chachapoyas.',
    source: { path: ATR, anchor: 'culturales' },
  },
  {
    id: 'q1236', topic: 7,
    text: '¿Qué área protegida es famosa porque en ella el desierto llega al mar?',
    options: ['La Reserva Nacional Tambopata', 'El Parque Nacional Huascarán', 'La Reserva Nacional de Paracas'],
    correct: [2], points: 2,
    explanation: 'En la Reserva Nacional de Paracas (Pisco, Ica) el desierto llega al mar, con lobos marinos, pingüinos de Humboldt y flamencos.',
    source: { path: ATR, anchor: 'naturales' },
  },
  {
    id: 'q1237', topic: 7,
    text: '¿Con qué país comparte el Perú el lago Titicaca?',
    options: ['Chile', 'Bolivia', 'Brasil'],
    correct: [1], points: 2,
    explanation: 'Cerca del 56 % de la superficie del Titicaca está en el Perú y el 44 % en Bolivia.',
    source: { path: ATR, anchor: 'naturales' },
  },
  {
    id: 'q1238', topic: 7,
    text: '¿Qué ciudad fue la capital del Virreinato del Perú?',
    options: ['Cusco', 'Lima', 'Arequipa'],
    correct: [1], points: 2,
    explanation: 'Lima, fundada en 1535 como Ciudad de los Reyes, fue la capital del Virreinato del Perú.',
    source: { path: ATR, anchor: 'culturales' },
  },
  // Topic 20: personalidades peruanas.
  {
    id: 'q1239', topic: 20,
    text: '¿Qué revista fundó José Carlos Mariátegui en 1926?',
    options: ['«Variedades»', '«Amauta»', '«Caretas»'],
    correct: [1], points: 2,
    explanation: 'Mariátegui fundó la revista «Amauta» en 1926 y publicó los «7 ensayos» en 1928.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1240', topic: 20,
    text: '¿Qué se supo gracias al sacrificio de Daniel Alcides Carrión en 1885?',
    options: ['Que la fiebre amarilla se transmite por mosquitos', 'Que la viruela podía prevenirse con una vacuna', 'Que la verruga peruana y la fiebre de La Oroya son una misma enfermedad'],
    correct: [2], points: 2,
    explanation: 'Carrión se inoculó la verruga peruana y murió de la fiebre de La Oroya: así se supo que son una misma enfermedad, la enfermedad de Carrión.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1241', topic: 20,
    text: '¿Qué partido político fundó Víctor Raúl Haya de la Torre?',
    options: ['El APRA (Partido Aprista Peruano)', 'Acción Popular', 'El Partido Popular Cristiano'],
    correct: [0], points: 2,
    explanation: 'Haya de la Torre fundó el APRA en 1924, desterrado en México; de él nació el Partido Aprista Peruano.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1242', topic: 20,
    text: '¿Qué presidió Víctor Raúl Haya de la Torre entre 1978 y 1979?',
    options: ['El Consejo de Ministros de Fernando Belaúnde', 'La Asamblea Constituyente que redactó una nueva Constitución', 'La Secretaría General de las Naciones Unidas'],
    correct: [1], points: 2,
    explanation: 'Haya de la Torre presidió la Asamblea Constituyente de 1978–1979 y firmó la Constitución de 1979 poco antes de morir.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1243', topic: 20,
    text: '¿Qué restaurante de Lima fue elegido en 2023 el mejor del mundo por la lista The World’s 50 Best Restaurants?',
    options: ['Astrid & Gastón, de Gastón Acurio', 'Maido, de Mitsuharu Tsumura', 'Central, de Virgilio Martínez y Pía León'],
    correct: [2], points: 2,
    explanation: 'En junio de 2023 Central, de Virgilio Martínez y Pía León, fue el primer restaurante latinoamericano elegido el mejor del mundo.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1244', topic: 20,
    text: '¿Qué deportista fue, en 2009, la primera peruana campeona mundial de boxeo?',
    options: ['Kina Malpartida', 'Sofía Mulánovich', 'Cecilia Tait'],
    correct: [0], points: 2,
    explanation: 'Kina Malpartida ganó en febrero de 2009 el título mundial superpluma de la Asociación Mundial de Boxeo en el Madison Square Garden.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1245', topic: 20,
    text: '¿Por qué es recordado el ingeniero Santiago Antúnez de Mayolo?',
    options: ['Como autor de la «Historia de la República del Perú»', 'Como pionero de las centrales hidroeléctricas del Perú', 'Como compositor de valses criollos'],
    correct: [1], points: 2,
    explanation: 'Antúnez de Mayolo estudió la fuerza de los ríos Santa, Vilcanota, Urubamba y Mantaro para electrificar el país: es el pionero de las hidroeléctricas del Perú.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
  {
    id: 'q1246', topic: 20,
    text: '¿Qué complejo hidroeléctrico tiene una central que lleva el nombre de Santiago Antúnez de Mayolo?',
    options: ['El del Mantaro, en Huancavelica', 'El de Machu Picchu, en el Cusco', 'El del Cañón del Pato, en Áncash'],
    correct: [0], points: 2,
    explanation: 'La central principal del complejo hidroeléctrico del Mantaro, en Huancavelica, se llama Santiago Antúnez de Mayolo.',
    source: { path: OTROS, anchor: 'otros-peruanos' },
  },
];
