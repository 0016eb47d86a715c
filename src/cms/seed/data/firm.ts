import type {
  CaseSeed,
  ClientSeed,
  L,
  NavigationSeed,
  OfficeSeed,
  PageSeed,
  Paragraphs,
  ProBonoSeed,
  RedirectSeed,
  SiteSeed,
} from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

const firmName = t(
  'Коллегия адвокатов «Громов, Ларина и партнёры»',
  'Gromov, Larina & Partners Bar Association',
)

const hqAddress = t(
  '123112, Москва, Пресненская наб., 14, стр. 3, БЦ «Пресненский квартал», 24 этаж',
  '24th floor, Presnensky Kvartal Business Centre, 14 Presnenskaya Embankment, bldg 3, Moscow 123112',
)

/** Fictional client companies. */
export const clients: ClientSeed[] = [
  {
    name: t('АО «Уралтехмаш»', 'Uraltechmash JSC'),
    sector: 'construction',
    url: 'https://uraltechmash.example',
  },
  {
    name: t('ООО «Агрохолдинг Заря»', 'Zarya Agroholding LLC'),
    sector: 'agriculture',
    url: 'https://agro-zarya.example',
  },
  {
    name: t('ПАО «Банк Приокский»', 'Bank Prioksky PJSC'),
    sector: 'banking-finance',
    url: 'https://priokbank.example',
  },
  {
    name: t('АО «Северный терминал»', 'Severny Terminal JSC'),
    sector: 'transport-logistics',
    url: 'https://severny-terminal.example',
  },
  {
    name: t('ООО «Фармамед Восток»', 'Pharmamed Vostok LLC'),
    sector: 'pharma',
    url: 'https://pharmamed-vostok.example',
  },
  {
    name: t('АО «Волжская энергосбытовая компания»', 'Volga Energy Supply Company JSC'),
    sector: 'energy',
    url: 'https://volga-energo.example',
  },
  {
    name: t('ООО «Торговый дом «Лукоморье»»', 'Lukomorye Trading House LLC'),
    sector: 'retail',
    url: 'https://lukomorye-td.example',
  },
  {
    name: t('АО «Меридиан Девелопмент»', 'Meridian Development JSC'),
    sector: 'construction',
    url: 'https://meridian-dev.example',
  },
  {
    name: t('ООО «Орбита Цифровые Платформы»', 'Orbita Digital Platforms LLC'),
    sector: 'technology',
    url: 'https://orbita-platforms.example',
  },
  {
    name: t('САО «Гарант-Полис»', 'Garant-Polis Insurance JSC'),
    sector: 'insurance',
    url: 'https://garant-polis.example',
  },
  {
    name: t('АО «Медиахолдинг «Полярная звезда»»', 'Polyarnaya Zvezda Media Holding JSC'),
    sector: 'media',
    url: 'https://polar-star-media.example',
  },
  {
    name: t('ООО «Кубанские семена»', 'Kubanskie Semena LLC'),
    sector: 'agriculture',
  },
  {
    name: t('АО «Сибирская горнорудная компания»', 'Siberian Mining Company JSC'),
    sector: 'energy',
    url: 'https://sib-mining.example',
  },
  {
    name: t('ООО «Трансвектор Логистик»', 'Transvector Logistics LLC'),
    sector: 'transport-logistics',
    url: 'https://transvector.example',
  },
  {
    name: t(
      'АО «Инвестиционная компания «Невский капитал»»',
      'Nevsky Capital Investment Company JSC',
    ),
    sector: 'banking-finance',
    url: 'https://nevsky-capital.example',
  },
  {
    name: t('ООО «БиоФарм Синтез»', 'BioPharm Sintez LLC'),
    sector: 'pharma',
  },
  {
    name: t('ООО «Сеть магазинов «Домовой»»', 'Domovoy Retail Chain LLC'),
    sector: 'retail',
    url: 'https://domovoy-shop.example',
  },
  {
    name: t('АО «Прикамский химический завод»', 'Prikamsky Chemical Plant JSC'),
    sector: 'energy',
  },
  {
    name: t('ООО «Альтаир Софт»', 'Altair Soft LLC'),
    sector: 'technology',
    url: 'https://altair-soft.example',
  },
  {
    name: t('АО «Страховая группа «Опора»»', 'Opora Insurance Group JSC'),
    sector: 'insurance',
    url: 'https://opora-insurance.example',
  },
]

/** The firm's best projects. */
export const cases: CaseSeed[] = [
  {
    title: t(
      'Защита акционеров машиностроительного холдинга в корпоративном конфликте',
      'Defending the shareholders of an engineering group in a corporate conflict',
    ),
    summary: t(
      'Коллегия представляла мажоритарных акционеров в конфликте с бывшим менеджментом, который пытался вывести ключевые активы холдинга. Мы добились обеспечительных мер в течение суток, признания сделок недействительными и взыскания убытков с бывшего генерального директора. Контроль над всеми производственными площадками сохранён.',
      'The firm acted for the majority shareholders in a conflict with former management who had tried to strip the group of its key assets. We obtained interim relief within a day, had the transactions declared invalid and recovered damages from the former chief executive. Control over every production site was preserved.',
    ),
    year: 2016,
    value: t('1,2 млрд ₽', 'RUB 1.2 bn'),
    featured: true,
    practices: ['corporate-disputes', 'dispute-resolution'],
    people: ['volkov', 'gromov', 'romanova'],
  },
  {
    title: t(
      'Отмена налоговых доначислений промышленному холдингу',
      'Setting aside additional tax assessments against an industrial group',
    ),
    summary: t(
      'Налоговый орган обвинил клиента в получении необоснованной налоговой выгоды через сделки с поставщиками сырья. Мы доказали реальность поставок и деловую цель сделок, собрав экспертизы и свидетельские показания. Суды трёх инстанций отменили решение инспекции полностью.',
      'The tax authority accused the client of obtaining an unjustified tax benefit through transactions with raw material suppliers. We proved that the supplies were real and the transactions had a business purpose, relying on expert reports and witness evidence. Courts at three levels set aside the inspectorate’s decision in full.',
    ),
    year: 2017,
    value: t('2,8 млрд ₽', 'RUB 2.8 bn'),
    practices: ['tax-disputes'],
    people: ['pavlov', 'tikhonova'],
  },
  {
    title: t(
      'Продажа сети аптек стратегическому инвестору',
      'Sale of a pharmacy chain to a strategic investor',
    ),
    summary: t(
      'Коллегия сопровождала продажу региональной сети из 340 аптек крупному фармацевтическому дистрибьютору. Мы провели предпродажную проверку, подготовили документы сделки и получили согласие ФАС России. Сделка закрыта в согласованные сроки без корректировки цены.',
      'The firm advised on the sale of a regional chain of 340 pharmacies to a major pharmaceutical distributor. We ran vendor due diligence, drafted the transaction documents and obtained clearance from the Federal Antimonopoly Service. The deal closed on schedule with no price adjustment.',
    ),
    year: 2018,
    value: t('7,5 млрд ₽', 'RUB 7.5 bn'),
    practices: ['corporate-ma', 'pharma-healthcare', 'antitrust'],
    people: ['larina', 'belova', 'markov'],
  },
  {
    title: t(
      'Арбитраж ICC против иностранного подрядчика энергетического проекта',
      'ICC arbitration against a foreign contractor on an energy project',
    ),
    summary: t(
      'Российская энергетическая компания предъявила требования к иностранному генподрядчику, сорвавшему сроки строительства парогазовой установки. Коллегия вела дело в арбитраже ICC с местом в Париже, включая работу с техническими экспертами по задержкам. Состав арбитража взыскал убытки и расходы, решение исполнено добровольно.',
      'A Russian energy company brought claims against a foreign general contractor that had missed the deadlines for building a combined-cycle power unit. The firm ran the ICC arbitration seated in Paris, including work with delay experts. The tribunal awarded damages and costs, and the award was paid voluntarily.',
    ),
    year: 2019,
    value: t('45 млн долл. США', 'USD 45 m'),
    featured: true,
    practices: ['international-arbitration', 'natural-resources-energy'],
    people: ['kuznetsov', 'morozova'],
  },
  {
    title: t(
      'Субсидиарная ответственность бенефициаров строительной группы',
      'Holding the beneficial owners of a construction group liable',
    ),
    summary: t(
      'По заявлению банка-кредитора коллегия доказала, что банкротство строительной группы было вызвано действиями её конечных бенефициаров. Суд привлёк их к субсидиарной ответственности, а параллельно мы добились ареста активов в России и на Кипре.',
      'Acting for a creditor bank, the firm proved that the insolvency of a construction group had been caused by its ultimate beneficial owners. The court held them vicariously liable, and in parallel we secured freezing orders over assets in Russia and Cyprus.',
    ),
    year: 2020,
    value: t('3,4 млрд ₽', 'RUB 3.4 bn'),
    featured: true,
    practices: ['bankruptcy', 'real-estate-construction'],
    people: ['orlov', 'sokolova', 'kiselev'],
  },
  {
    title: t(
      'Прекращение уголовного дела против руководителей энергосбытовой компании',
      'Criminal case against energy supply executives dropped',
    ),
    summary: t(
      'Руководителям клиента вменялось мошенничество в особо крупном размере при расчётах с сетевой организацией. Защита доказала гражданско-правовой характер спора и добилась прекращения дела за отсутствием состава преступления ещё до передачи его в суд.',
      'The client’s executives were accused of large-scale fraud in settlements with a grid company. The defence showed that the matter was a civil dispute and had the case dropped for lack of any offence before it reached court.',
    ),
    year: 2021,
    practices: ['criminal-defence', 'natural-resources-energy'],
    people: ['fedorov', 'egorova'],
  },
  {
    title: t(
      'Спор с иностранным лизингодателем в российском суде',
      'Dispute with a foreign lessor in a Russian court',
    ),
    summary: t(
      'После введения ограничений иностранный лизингодатель отказался передать клиенту оплаченное оборудование. Коллегия обосновала исключительную компетенцию российского суда по статье 248.1 АПК РФ и добилась взыскания полной стоимости оборудования и убытков.',
      'After restrictions were imposed, a foreign lessor refused to hand over equipment the client had already paid for. The firm established the exclusive jurisdiction of the Russian courts under Article 248.1 of the Commercial Procedure Code and recovered the full value of the equipment and damages.',
    ),
    year: 2022,
    value: t('5,6 млрд ₽', 'RUB 5.6 bn'),
    featured: true,
    practices: ['international-sanctions', 'foreign-state-courts'],
    people: ['lebedev', 'novikova', 'vinogradov'],
  },
  {
    title: t(
      'Реструктуризация долга агрохолдинга без банкротства',
      'Restructuring an agricultural group’s debt out of court',
    ),
    summary: t(
      'Агрохолдинг с долговой нагрузкой перед шестью банками оказался на грани банкротства после двух неурожайных сезонов. Коллегия провела переговоры с кредиторами и подготовила соглашение о реструктуризации, продлившее сроки погашения на пять лет. Предприятия продолжили работу, рабочие места сохранены.',
      'An agricultural group owing money to six banks was on the verge of insolvency after two poor harvests. The firm negotiated with the creditors and drafted a restructuring agreement extending the repayment period by five years. The businesses kept operating and jobs were preserved.',
    ),
    year: 2022,
    value: t('11 млрд ₽', 'RUB 11 bn'),
    practices: ['bankruptcy', 'agriculture'],
    people: ['sokolova', 'belova'],
  },
  {
    title: t(
      'Выход иностранного инвестора из российского логистического бизнеса',
      'A foreign investor’s exit from a Russian logistics business',
    ),
    summary: t(
      'Коллегия представляла покупателя в сделке по приобретению у иностранного акционера контрольного пакета сети складских терминалов. Мы подготовили структуру сделки с учётом требований правительственной комиссии и получили необходимые разрешения.',
      'The firm acted for the buyer in acquiring a controlling stake in a network of warehouse terminals from a foreign shareholder. We structured the deal to meet the requirements of the Government Commission and obtained all the necessary approvals.',
    ),
    year: 2023,
    value: t('9,2 млрд ₽', 'RUB 9.2 bn'),
    practices: ['corporate-ma', 'international-sanctions'],
    people: ['larina', 'markov'],
  },
  {
    title: t(
      'Исполнение арбитражного решения в Казахстане',
      'Enforcing an arbitral award in Kazakhstan',
    ),
    summary: t(
      'Клиент получил решение арбитража SCC против казахстанского покупателя металлопроката, но должник уклонялся от исполнения. Вместе с партнёрами в Алматы мы добились признания решения и обращения взыскания на дебиторскую задолженность должника.',
      'The client had obtained an SCC award against a Kazakh buyer of rolled steel, but the debtor was avoiding payment. Together with our partner firm in Almaty we had the award recognised and enforced against the debtor’s receivables.',
    ),
    year: 2023,
    value: t('18 млн долл. США', 'USD 18 m'),
    practices: ['international-arbitration', 'foreign-state-courts'],
    people: ['morozova', 'kuznetsov'],
  },
  {
    title: t(
      'Наследственный спор о семейной торговой сети',
      'Inheritance dispute over a family retail chain',
    ),
    summary: t(
      'После смерти основателя торговой сети между его наследниками возник спор о долях в компаниях группы и праве на управление. Коллегия выстроила переговорный процесс и подготовила мировое соглашение, по которому бизнес сохранён как единое целое. Суд утвердил соглашение, а семья избежала публичного конфликта.',
      'After the founder of a retail chain died, his heirs fell into dispute over their stakes in the group companies and the right to manage them. The firm set up a negotiation process and drafted a settlement that kept the business intact. The court approved the settlement and the family avoided a public conflict.',
    ),
    year: 2024,
    value: t('4,1 млрд ₽', 'RUB 4.1 bn'),
    featured: true,
    practices: ['family-and-inheritance', 'private-clients', 'retail-fmcg'],
    people: ['zaitseva', 'novikova', 'polyakova'],
  },
  {
    title: t(
      'Защита товарного знака сети магазинов товаров для дома',
      'Protecting the trademark of a home goods retail chain',
    ),
    summary: t(
      'Конкурент клиента начал использовать сходное до степени смешения обозначение и зарегистрировал его в ряде регионов. Суд по интеллектуальным правам признал регистрацию недействительной, а с нарушителя взыскана компенсация.',
      'A competitor began using a confusingly similar sign and registered it in several regions. The Intellectual Property Court invalidated the registration and awarded the client compensation from the infringer.',
    ),
    year: 2025,
    value: t('320 млн ₽', 'RUB 320 m'),
    practices: ['intellectual-property', 'retail-fmcg'],
    people: ['belova', 'markov'],
  },
  {
    title: t(
      'Взыскание с госзаказчика стоимости дополнительных работ',
      'Recovering the cost of additional works from a state customer',
    ),
    summary: t(
      'Генеральный подрядчик выполнил по указанию заказчика работы, не предусмотренные контрактом, но оплатить их заказчик отказался. Коллегия доказала необходимость работ и их согласование, суды взыскали стоимость работ и неустойку. Верховный Суд отказал заказчику в пересмотре дела.',
      'A general contractor carried out works outside the contract at the customer’s request, but the customer refused to pay for them. The firm proved that the works were necessary and had been agreed, and the courts awarded their cost plus penalties. The Supreme Court refused to review the case.',
    ),
    year: 2025,
    value: t('2,3 млрд ₽', 'RUB 2.3 bn'),
    practices: ['real-estate-construction', 'commercial-disputes'],
    people: ['volkov', 'romanova'],
  },
  {
    title: t(
      'Включение требований банка в реестр застройщика',
      'Admitting a bank’s claims to a developer’s creditor register',
    ),
    summary: t(
      'В деле о банкротстве крупного застройщика аффилированные кредиторы пытались получить контроль над процедурой. Коллегия добилась включения требований банка-клиента в реестр и понижения очерёдности требований аффилированных лиц как компенсационного финансирования. Банк получил решающий голос на собрании кредиторов.',
      'In the insolvency of a large developer, affiliated creditors tried to take control of the proceedings. The firm had the client bank’s claims admitted to the register and the affiliates’ claims subordinated as compensatory financing. The bank gained the decisive vote at the creditors’ meeting.',
    ),
    year: 2026,
    value: t('6,7 млрд ₽', 'RUB 6.7 bn'),
    featured: true,
    practices: ['bankruptcy', 'real-estate-construction'],
    people: ['orlov', 'sokolova'],
  },
]

/** The Moscow headquarters, three branches and eight partner firms abroad. */
const officeHours = t('Пн–пт, 9:00–19:00 (МСК)', 'Mon–Fri, 9:00–19:00 (Moscow time)')

export const offices: OfficeSeed[] = [
  {
    name: t('Головной офис в Москве', 'Moscow headquarters'),
    kind: 'headquarters',
    hours: officeHours,
    directions: t(
      'Метро «Выставочная» или «Деловой центр», выход к башне «Федерация», 5 минут пешком. Вход через главный холл, пропуск заказывает секретарь. Гостевая парковка — уровень P2, по предварительной записи.',
      'Vystavochnaya or Delovoy Tsentr metro station, exit towards the Federation Tower, a five-minute walk. Enter through the main lobby; reception orders your pass. Guest parking on level P2, booked in advance.',
    ),
    map: true,
    city: t('Москва', 'Moscow'),
    country: t('Россия', 'Russia'),
    address: hqAddress,
    phone: '+7 495 120-00-00',
    email: 'info@gromov-larina.ru',
    location: { lat: 55.7486, lng: 37.5391 },
  },
  {
    name: t('Филиал в Санкт-Петербурге', 'St Petersburg branch'),
    kind: 'branch',
    hours: officeHours,
    directions: t(
      'Метро «Адмиралтейская», 7 минут пешком вдоль Мойки. Вход со стороны набережной, 4 этаж.',
      'Admiralteyskaya metro station, a seven-minute walk along the Moika. Entrance from the embankment, 4th floor.',
    ),
    city: t('Санкт-Петербург', 'St Petersburg'),
    country: t('Россия', 'Russia'),
    address: t(
      '191186, Санкт-Петербург, наб. реки Мойки, 58, лит. А, БЦ «Мойка Плаза», офис 410',
      'Office 410, Moika Plaza Business Centre, 58A Moika River Embankment, St Petersburg 191186',
    ),
    phone: '+7 812 640-00-00',
    email: 'spb@gromov-larina.ru',
    location: { lat: 59.9338, lng: 30.3121 },
  },
  {
    name: t('Филиал в Казани', 'Kazan branch'),
    kind: 'branch',
    hours: officeHours,
    directions: t(
      'Метро «Площадь Тукая», 5 минут пешком. Парковка во дворе бизнес-центра.',
      'Ploshchad Tukaya metro station, a five-minute walk. Parking in the business centre’s courtyard.',
    ),
    city: t('Казань', 'Kazan'),
    country: t('Россия', 'Russia'),
    address: t(
      '420111, Казань, ул. Пушкина, 26, БЦ «Булак», офис 612',
      'Office 612, Bulak Business Centre, 26 Pushkin Street, Kazan 420111',
    ),
    phone: '+7 843 210-00-00',
    email: 'kazan@gromov-larina.ru',
    location: { lat: 55.7904, lng: 49.1236 },
  },
  {
    name: t('Филиал в Екатеринбурге', 'Yekaterinburg branch'),
    kind: 'branch',
    hours: officeHours,
    directions: t(
      'Метро «Геологическая», 10 минут пешком. Вход с ул. Малышева, лифты до 12 этажа.',
      'Geologicheskaya metro station, a ten-minute walk. Entrance from Malysheva Street, lifts to the 12th floor.',
    ),
    city: t('Екатеринбург', 'Yekaterinburg'),
    country: t('Россия', 'Russia'),
    address: t(
      '620014, Екатеринбург, ул. Малышева, 73, БЦ «Уральский квартал», 12 этаж',
      '12th floor, Uralsky Kvartal Business Centre, 73 Malysheva Street, Yekaterinburg 620014',
    ),
    phone: '+7 343 310-00-00',
    email: 'ekb@gromov-larina.ru',
    location: { lat: 56.8371, lng: 60.6157 },
  },
  {
    name: t('Ashcombe Whitfield LLP', 'Ashcombe Whitfield LLP'),
    kind: 'network',
    city: t('Лондон', 'London'),
    country: t('Великобритания', 'United Kingdom'),
    address: t('18 Chancery Lane, Лондон WC2A 1PL', '18 Chancery Lane, London WC2A 1PL'),
    phone: '+44 20 7946 0123',
    email: 'office@ashcombe-whitfield.example',
    url: 'https://ashcombe-whitfield.example',
    location: { lat: 51.5156, lng: -0.1116 },
  },
  {
    name: t('Duval Marchetti Avocats', 'Duval Marchetti Avocats'),
    kind: 'network',
    city: t('Париж', 'Paris'),
    country: t('Франция', 'France'),
    address: t('24, rue de Miromesnil, 75008 Париж', '24 rue de Miromesnil, 75008 Paris'),
    phone: '+33 1 44 55 20 30',
    url: 'https://duval-marchetti.example',
    location: { lat: 48.8726, lng: 2.3156 },
  },
  {
    name: t('Al Mansoori & Keane Legal Consultants', 'Al Mansoori & Keane Legal Consultants'),
    kind: 'network',
    city: t('Дубай', 'Dubai'),
    country: t('ОАЭ', 'United Arab Emirates'),
    address: t(
      'Gate Precinct, здание 3, 14 этаж, DIFC, Дубай',
      'Level 14, Gate Precinct Building 3, DIFC, Dubai',
    ),
    phone: '+971 4 555 0140',
    url: 'https://almansoori-keane.example',
    location: { lat: 25.2138, lng: 55.2797 },
  },
  {
    name: t('Kaya Demirel Hukuk Bürosu', 'Kaya Demirel Law Office'),
    kind: 'network',
    city: t('Стамбул', 'Istanbul'),
    country: t('Турция', 'Türkiye'),
    address: t(
      'Büyükdere Cad. No: 185, 9 этаж, Левент, 34394 Шишли, Стамбул',
      'Büyükdere Cad. No: 185, Floor 9, Levent, 34394 Şişli, Istanbul',
    ),
    phone: '+90 212 555 41 20',
    url: 'https://kaya-demirel.example',
    location: { lat: 41.0788, lng: 29.0117 },
  },
  {
    name: t('Юридическая фирма «Чжунхэ Тяньлунь»', 'Zhonghe Tianlun Law Firm'),
    kind: 'network',
    city: t('Пекин', 'Beijing'),
    country: t('Китай', 'China'),
    address: t(
      '100004, Пекин, район Чаоян, пр. Цзяньгомэньвай, 1, башня B, 22 этаж',
      'Floor 22, Tower B, 1 Jianguomenwai Avenue, Chaoyang District, Beijing 100004',
    ),
    phone: '+86 10 6505 8800',
    url: 'https://zhonghe-tianlun.example',
    location: { lat: 39.9092, lng: 116.4598 },
  },
  {
    name: t('Юридическая фирма «Айтбаев и партнёры»', 'Aitbayev & Partners Law Firm'),
    kind: 'network',
    city: t('Алматы', 'Almaty'),
    country: t('Казахстан', 'Kazakhstan'),
    address: t(
      '050051, Алматы, пр. Достык, 105, офис 804',
      'Office 804, 105 Dostyk Avenue, Almaty 050051',
    ),
    phone: '+7 727 355 40 20',
    url: 'https://aitbayev-partners.example',
    location: { lat: 43.2334, lng: 76.9566 },
  },
  {
    name: t('Юридическая фирма «Ковальчук и Лис»', 'Kovalchuk & Lis Law Firm'),
    kind: 'network',
    city: t('Минск', 'Minsk'),
    country: t('Беларусь', 'Belarus'),
    address: t(
      '220004, Минск, пр. Победителей, 7А, офис 512',
      'Office 512, 7A Pobediteley Avenue, Minsk 220004',
    ),
    phone: '+375 17 388-40-20',
    url: 'https://kovalchuk-lis.example',
    location: { lat: 53.9089, lng: 27.5478 },
  },
  {
    name: t('Christodoulou Pavlides LLC', 'Christodoulou Pavlides LLC'),
    kind: 'network',
    city: t('Лимасол', 'Limassol'),
    country: t('Кипр', 'Cyprus'),
    address: t(
      'Anexartisias 87, 3 этаж, 3040 Лимасол',
      'Anexartisias 87, 3rd floor, 3040 Limassol',
    ),
    phone: '+357 25 820400',
    url: 'https://christodoulou-pavlides.example',
    location: { lat: 34.6791, lng: 33.0424 },
  },
]

/** Pro bono projects. */
export const proBono: ProBonoSeed[] = [
  {
    title: t('Юридическая помощь ветеранам', 'Legal aid for veterans'),
    summary: t(
      'Адвокаты коллегии бесплатно консультируют ветеранов боевых действий и членов их семей по вопросам пенсий, льгот, жилья и наследства. При необходимости мы представляем их интересы в судах и органах власти.',
      'The firm’s lawyers give free advice to combat veterans and their families on pensions, benefits, housing and inheritance. Where needed, we represent them in court and before the authorities.',
    ),
    year: 2015,
    partner: t(
      'Межрегиональный союз ветеранов «Отечество и долг»',
      'Fatherland and Duty Interregional Veterans’ Union',
    ),
  },
  {
    title: t(
      'Правовое сопровождение фонда детского хосписа',
      'Legal support for a children’s hospice foundation',
    ),
    summary: t(
      'Коллегия ведёт договорную работу фонда, помогает с арендой помещений и получением лицензий, а также защищает фонд в спорах с контрагентами. Благодаря этому сотрудники фонда могут сосредоточиться на помощи детям и их семьям.',
      'The firm handles the foundation’s contracts, helps it lease premises and obtain licences, and defends it in disputes with counterparties. This allows the foundation’s staff to concentrate on caring for children and their families.',
    ),
    year: 2017,
    partner: t(
      'Благотворительный фонд «Детский хоспис «Светлый берег»»',
      'Svetly Bereg Children’s Hospice Foundation',
    ),
  },
  {
    title: t('Помощь музею в защите коллекции', 'Helping a museum protect its collection'),
    summary: t(
      'Мы помогли музею оформить права на переданные в дар предметы, подготовили лицензионные договоры на использование изображений экспонатов и сопроводили возврат двух утраченных работ из частного собрания.',
      'We helped the museum formalise its title to donated items, drafted licence agreements for the use of images of its exhibits and handled the return of two lost works from a private collection.',
    ),
    year: 2019,
    partner: t('Музей истории российской адвокатуры', 'Museum of the History of the Russian Bar'),
  },
  {
    title: t('Поддержка приюта для бездомных животных', 'Support for an animal shelter'),
    summary: t(
      'Коллегия помогла приюту оформить права на земельный участок и здания, урегулировать претензии надзорных органов и выстроить договоры с волонтёрами и жертвователями. Сотрудники коллегии также регулярно участвуют в субботниках приюта.',
      'The firm helped the shelter secure title to its land and buildings, settle claims by regulators and put proper agreements in place with volunteers and donors. Our staff also regularly join the shelter’s volunteer work days.',
    ),
    year: 2020,
    partner: t('Приют для бездомных животных «Верный друг»', 'Verny Drug Animal Shelter'),
  },
  {
    title: t(
      'Бесплатные консультации в юридической клинике МГУ',
      'Free consultations at the Moscow State University legal clinic',
    ),
    summary: t(
      'Партнёры и советники коллегии курируют студентов юридической клиники, которые бесплатно консультируют граждан по жилищным, трудовым и семейным вопросам. Каждый год через клинику проходят более трёхсот обращений.',
      'The firm’s partners and counsel supervise students at the legal clinic, who give free advice to members of the public on housing, employment and family matters. More than three hundred requests pass through the clinic each year.',
    ),
    year: 2016,
    partner: t(
      'Юридическая клиника юридического факультета МГУ имени М. В. Ломоносова',
      'Legal Clinic of the Faculty of Law, Lomonosov Moscow State University',
    ),
  },
  {
    title: t('Помощь пострадавшим от паводка', 'Assistance to flood victims'),
    summary: t(
      'После весеннего паводка в Оренбургской области юристы коллегии помогали жителям восстанавливать документы, оформлять компенсации и оспаривать отказы страховых компаний. Консультации проводились онлайн и в выездных пунктах.',
      'After the spring floods in the Orenburg region, the firm’s lawyers helped residents restore their documents, claim compensation and challenge refusals by insurers. Consultations were held online and at mobile help points.',
    ),
    year: 2024,
    partner: t(
      'Благотворительный фонд «Рука помощи Урала»',
      'Helping Hand of the Urals Charitable Foundation',
    ),
  },
]

const privacy: PageSeed = {
  key: 'privacy',
  title: t('Политика конфиденциальности', 'Privacy policy'),
  summary: t(
    'Как коллегия обрабатывает и защищает персональные данные посетителей сайта.',
    'How the firm processes and protects the personal data of visitors to its website.',
  ),
  version: '1.1',
  body: p(
    [
      'Настоящая Политика конфиденциальности определяет порядок обработки и меры по защите персональных данных посетителей сайта коллегии и разработана в соответствии с Федеральным законом от 27 июля 2006 г. № 152-ФЗ «О персональных данных». Оператором персональных данных является Коллегия адвокатов «Громов, Ларина и партнёры», расположенная по адресу: 123112, Москва, Пресненская наб., 14, стр. 3, БЦ «Пресненский квартал», 24 этаж (далее — «коллегия», «мы»).',
      'Мы обрабатываем персональные данные исключительно в следующих целях: чтобы ответить на обращение, направленное через сайт, и перезвонить посетителю, оставившему заявку на обратный звонок; чтобы направлять приглашения на семинары и информационные материалы коллегии тем, кто дал на это отдельное согласие; чтобы анализировать посещаемость сайта и делать его удобнее. Решения, порождающие юридические последствия для посетителя, на основании исключительно автоматизированной обработки его данных не принимаются.',
      'Через форму обратного звонка мы получаем имя, номер телефона и комментарий, который посетитель указывает по своему желанию. При регистрации на мероприятия дополнительно запрашиваются адрес электронной почты, наименование организации и должность. Кроме того, при посещении сайта автоматически собираются технические данные: IP-адрес, сведения о браузере и устройстве, файлы cookie, дата и время посещения, просмотренные страницы. Специальные категории персональных данных и биометрические данные мы не запрашиваем и не обрабатываем.',
      'Правовым основанием обработки является согласие субъекта персональных данных, которое посетитель даёт, отмечая соответствующее поле перед отправкой формы. Согласие может быть отозвано в любой момент путём направления заявления по контактам, указанным ниже. Если обращение приводит к заключению соглашения об оказании юридической помощи, данные обрабатываются также в целях исполнения этого соглашения. Сведения, сообщённые адвокатам в связи с оказанием юридической помощи, составляют адвокатскую тайну и охраняются в соответствии с Федеральным законом «Об адвокатской деятельности и адвокатуре в Российской Федерации».',
      'Персональные данные граждан Российской Федерации записываются, систематизируются и хранятся в базах данных, расположенных на территории России. Мы не передаём персональные данные третьим лицам и не осуществляем их трансграничную передачу, за исключением случаев, прямо предусмотренных законом. Обработку данных по нашему поручению может осуществлять хостинг-провайдер, обязанный соблюдать конфиденциальность и принципы обработки, установленные Федеральным законом № 152-ФЗ.',
      'Данные, полученные через форму обратного звонка, хранятся не дольше одного года с момента последнего обращения либо до отзыва согласия, если он последует раньше. По истечении срока хранения или после отзыва согласия данные уничтожаются в течение тридцати дней. Если с посетителем заключено соглашение об оказании юридической помощи, документы хранятся в сроки, установленные законодательством об адвокатской деятельности и об архивном деле.',
      'Субъект персональных данных вправе получить сведения об обработке своих данных, потребовать их уточнения, блокирования или уничтожения, если данные неполны, устарели, неточны или обрабатываются незаконно, а также отозвать согласие на обработку. Мы отвечаем на запросы в течение десяти рабочих дней с момента их получения; этот срок может быть продлён не более чем на пять рабочих дней с направлением мотивированного уведомления. Действия коллегии могут быть обжалованы в Роскомнадзоре или в суде.',
      'Сайт использует файлы cookie — небольшие текстовые файлы, которые сохраняются в браузере и помогают сайту запоминать настройки посетителя: выбранный язык (cookie i18n_redirected) и решение о веб-аналитике (cookie analytics_consent, хранится один год). Только с согласия посетителя, которое он даёт в баннере внизу страницы, сайт подключает сервис веб-аналитики «Яндекс Метрика», предоставляемый ООО «ЯНДЕКС»; до согласия Метрика не загружается. Метрика сохраняет собственные cookie и получает сведения о посещении: просмотренные страницы и переходы между ними, источник перехода, клики, прокрутку и движения указателя, сведения о браузере и устройстве, IP-адрес. Функция «Вебвизор» записывает действия посетителя на странице, чтобы сеанс можно было воспроизвести; то, что вводится в форму обратного звонка и другие поля ввода, в запись не попадает. Эти сведения мы используем в обезличенном виде, чтобы анализировать посещаемость и делать сайт удобнее. Каждое решение посетителя коллегия хранит как подтверждение согласия: случайный идентификатор, само решение, версию текста, язык и время, без IP-адреса и других сведений о посетителе. Отказаться от веб-аналитики или отозвать согласие можно в любой момент кнопкой «Настройки cookie» внизу каждой страницы и на этой странице; кроме того, cookie можно отключить в настройках браузера, однако некоторые функции сайта после этого могут работать некорректно.',
      'Коллегия принимает необходимые правовые, организационные и технические меры для защиты персональных данных от неправомерного доступа, изменения, распространения и уничтожения. Данные передаются по защищённому соединению, доступ к ним имеют только сотрудники, которым он необходим для выполнения служебных обязанностей, а все сотрудники связаны обязательствами о конфиденциальности.',
      'Запросы и заявления, связанные с обработкой персональных данных, включая отзыв согласия, направляйте по электронной почте info@gromov-larina.ru с пометкой «Персональные данные» или почтой по адресу коллегии. Настоящая редакция Политики имеет номер 1.1; коллегия вправе вносить в неё изменения, и новая редакция вступает в силу с момента её публикации на этой странице.',
    ],
    [
      'This Privacy Policy sets out how the firm processes and protects the personal data of visitors to its website and has been prepared in accordance with Federal Law No. 152-FZ of 27 July 2006 “On Personal Data”. The operator of personal data is Gromov, Larina & Partners Bar Association, located at 24th floor, Presnensky Kvartal Business Centre, 14 Presnenskaya Embankment, bldg 3, Moscow 123112 (“the firm”, “we”).',
      'We process personal data only for the following purposes: to reply to enquiries sent through the website and to call back visitors who request a callback; to send invitations to seminars and the firm’s publications to those who have separately agreed to receive them; and to analyse website traffic so that we can make the site easier to use. No decisions with legal consequences for a visitor are taken on the basis of purely automated processing of their data.',
      'Through the callback form we receive the visitor’s name, telephone number and any comment they choose to add. When someone registers for an event, we also ask for an email address, the name of their organisation and their job title. In addition, technical data are collected automatically when the website is visited: IP address, browser and device information, cookies, the date and time of the visit and the pages viewed. We neither request nor process special categories of personal data or biometric data.',
      'The legal basis for processing is the data subject’s consent, which the visitor gives by ticking the relevant box before submitting a form. Consent may be withdrawn at any time by sending a request to the contact details below. If an enquiry leads to an agreement for legal assistance, the data are also processed in order to perform that agreement. Information disclosed to the firm’s attorneys in connection with legal assistance is protected by attorney–client privilege under the Federal Law “On Advocacy and the Bar in the Russian Federation”.',
      'The personal data of Russian citizens are recorded, organised and stored in databases located in Russia. We do not disclose personal data to third parties or transfer them across borders, except where the law expressly requires it. A hosting provider may process data on our behalf and is bound to observe confidentiality and the processing principles laid down in Federal Law No. 152-FZ.',
      'Data received through the callback form are kept for no longer than one year from the visitor’s most recent enquiry, or until consent is withdrawn if that happens sooner. Once the retention period ends or consent is withdrawn, the data are destroyed within thirty days. Where an agreement for legal assistance has been concluded, documents are kept for the periods required by the legislation on advocacy and on archives.',
      'Data subjects have the right to obtain information about the processing of their data, to require that the data be corrected, blocked or destroyed if they are incomplete, out of date, inaccurate or unlawfully processed, and to withdraw their consent to processing. We respond to requests within ten working days of receipt; this period may be extended by no more than five working days, in which case we will explain the reasons. The firm’s actions may be challenged before Roskomnadzor, the Russian data protection authority, or in court.',
      'The website uses cookies — small text files stored in the browser that help the site remember a visitor’s settings: the chosen language (the i18n_redirected cookie) and the decision on web analytics (the analytics_consent cookie, kept for one year). Only with the visitor’s consent, given in the banner at the bottom of the page, does the site load Yandex Metrika, a web analytics service provided by YANDEX LLC; before consent Metrika is not loaded. Metrika stores its own cookies and receives information about the visit: the pages viewed and the moves between them, where the visitor came from, clicks, scrolling and pointer movements, browser and device information and the IP address. Its Session Replay (Webvisor) feature records the visitor’s actions on the page so that the session can be replayed; what is typed into the callback form and other input fields is not recorded. We use this information in depersonalised form to analyse traffic and make the site easier to use. The firm keeps each visitor’s decision as proof of consent: a random identifier, the decision itself, the version of the text, the language and the time, without the IP address or anything else about the visitor. Visitors may refuse web analytics or withdraw their consent at any time with the “Cookie settings” button at the bottom of every page and on this page; cookies can also be disabled in the browser settings, although some features of the site may then not work properly.',
      'The firm takes the legal, organisational and technical measures needed to protect personal data against unauthorised access, alteration, disclosure and destruction. Data are transmitted over a secure connection, only staff who need the data for their duties have access to them, and all staff are bound by confidentiality obligations.',
      'Please send requests and applications concerning personal data, including the withdrawal of consent, to info@gromov-larina.ru with the subject line “Personal data”, or by post to the firm’s address. This is version 1.1 of the Policy; the firm may amend it, and any new version takes effect when it is published on this page.',
    ],
  ),
}

const accessibility: PageSeed = {
  key: 'accessibility',
  marked: true,
  title: t('Доступность сайта', 'Accessibility statement'),
  summary: t(
    'Насколько сайт коллегии доступен людям с инвалидностью, как мы это проверяем и куда писать о проблемах.',
    'How accessible the firm’s website is to disabled people, how we check it and where to report a problem.',
  ),
  body: p(
    [
      'Коллегия хочет, чтобы сайтом могли пользоваться все, в том числе люди, которые читают с экранным диктором, управляют компьютером только с клавиатуры, увеличивают текст или плохо различают цвета.',
      '## Уровень соответствия',
      'Публичная часть сайта (все страницы, кроме панели управления /admin) соответствует уровню **AA** стандарта WCAG 2.2 (Web Content Accessibility Guidelines).',
      'Панель управления, в которой сотрудники редактируют сайт, — готовый интерфейс сторонней системы управления содержимым Payload CMS. Мы не проверяли её на соответствие WCAG 2.2 AA, и известно, что оно не полное: часть элементов не имеет доступных имён, а некоторые диалоги и редактор текста неудобны с клавиатурой и экранным диктором. Исправить это в своём коде мы не можем; о найденных проблемах сообщаем разработчикам Payload.',
      '## Как мы проверяем',
      '- каждая страница в обоих языках при каждом изменении сайта проверяется автоматически инструментом axe (правила WCAG 2.2 A и AA, включая размер нажимаемых элементов);',
      '- автоматические тесты в браузере проходят меню, поиск и формы только с клавиатуры и проверяют видимый фокус и ссылку «Перейти к содержанию»;',
      '- те же тесты открывают каждую страницу на экране шириной с телефон и проверяют, что ничего не выходит за его край.',
      'Проверки с экранными дикторами (NVDA, VoiceOver) мы ещё не проводили: если вам что-то мешает, напишите нам — это поможет больше всего.',
    ],
    [
      'The firm wants everyone to be able to use its website, including people who use a screen reader, operate a computer with the keyboard only, enlarge text or have difficulty telling colours apart.',
      '## Conformance',
      'The public website (every page except the /admin management panel) meets level **AA** of WCAG 2.2 (Web Content Accessibility Guidelines).',
      'The management panel in which staff edit the site is the ready-made interface of a third-party content management system, Payload CMS. We have not checked it against WCAG 2.2 AA and know that it does not fully meet it: some controls have no accessible name, and some dialogs and the text editor are awkward with a keyboard and a screen reader. We cannot fix this in our own code; we report the problems we find to Payload’s developers.',
      '## How we check',
      '- every page, in both languages, is checked automatically with axe on every change to the site (the WCAG 2.2 A and AA rules, including target size);',
      '- automated browser tests go through the menu, the search and the forms with the keyboard only and check the visible focus and the “Skip to content” link;',
      '- the same tests open every page on a phone-wide screen and check that nothing runs past its edge.',
      'We have not yet tested the site with screen readers (NVDA, VoiceOver): if something gets in your way, please write to us; that helps most.',
    ],
  ),
}

/** Standalone pages. */
export const pages: PageSeed[] = [
  privacy,
  accessibility,
  {
    key: 'app',
    marked: true,
    title: t('Клиентский портал', 'Client portal'),
    summary: t(
      'Защищённый кабинет клиента коллегии: ход дел, документы, счета и связь с командой.',
      'The firm’s secure client area: case progress, documents, invoices and contact with your team.',
    ),
    body: p(
      [
        'Клиентский портал — закрытый раздел для клиентов, с которыми у коллегии заключено соглашение об оказании юридической помощи. Он не заменяет разговора с адвокатом, но избавляет от писем с вопросом «что нового по делу?».',
        '## Что можно делать в портале',
        '- следить за ходом дела: даты заседаний, поданные документы, вынесенные судебные акты и ближайшие шаги команды;',
        '- получать и загружать документы по защищённому каналу, не пересылая их по обычной почте;',
        '- согласовывать проекты договоров, исков и отзывов и оставлять к ним комментарии;',
        '- видеть отчёты о затраченном времени и счета, скачивать закрывающие документы;',
        '- назначать встречи и звонки с ведущим адвокатом.',
        '## Как получить доступ',
        '1. Доступ открывается после подписания соглашения: ведущий адвокат направит приглашение на адрес, указанный в соглашении.',
        '1. При первом входе вы задаёте пароль и подключаете второй фактор — приложение-аутентификатор или код по СМС.',
        '1. Руководитель со стороны клиента может добавить коллег и выбрать, какие дела им видны.',
        'Документы хранятся на серверах в России и доступны только сотрудникам коллегии, работающим по вашему делу, и тем вашим сотрудникам, которых вы указали. Адвокатская тайна действует в портале так же, как в переписке и на встречах.',
        '## Поддержка',
        'Если приглашение не пришло или вход не удаётся, напишите на **portal@gromov-larina.ru** или позвоните по телефону **+7 495 120-00-00** (по будним дням с 9:00 до 19:00). Вопросы по существу дела по-прежнему можно задать ведущему адвокату или через [форму обратной связи](/contacts).',
      ],
      [
        'The client portal is a private area for clients who have signed an engagement agreement with the firm. It does not replace a conversation with your lawyer, but it spares you the emails asking “any news on the case?”.',
        '## What you can do in the portal',
        '- follow your matter: hearing dates, documents filed, judgments handed down and the team’s next steps;',
        '- receive and upload documents over a secure channel instead of ordinary email;',
        '- approve drafts of contracts, claims and statements of defence, and comment on them;',
        '- see time reports and invoices and download closing documents;',
        '- book meetings and calls with the lawyer in charge.',
        '## How to get access',
        '1. Access is opened once the engagement agreement is signed: the lawyer in charge sends an invitation to the address named in the agreement.',
        '1. On your first sign-in you choose a password and set up a second factor, an authenticator app or a text-message code.',
        '1. The client’s lead contact can add colleagues and choose which matters each of them sees.',
        'Documents are stored on servers in Russia and are available only to the firm’s lawyers working on your matter and to the members of your staff you have named. Attorney–client privilege applies in the portal just as it does in correspondence and meetings.',
        '## Support',
        'If the invitation has not arrived or you cannot sign in, write to **portal@gromov-larina.ru** or call **+7 495 120-00-00** (weekdays, 9:00 to 19:00 Moscow time). Questions about the substance of a matter can still go to your lawyer or through the [contact form](/contacts).',
      ],
    ),
  },
  {
    key: 'demo',
    marked: true,
    title: t('Возможности редактора страниц', 'What the page editor can do'),
    summary: t(
      'Образец страницы, собранной из всех элементов, которые редактор может использовать в разделе «Страницы».',
      'A sample page built from every element an editor can use in the Pages section.',
    ),
    body: p(
      [
        'Эта страница собрана в редакторе страниц и показывает все элементы, из которых редакторы коллегии собирают материалы сайта. Ею удобно пользоваться как образцом: открыть в административной панели, скопировать нужный элемент и заменить текст.',
        '## Заголовок второго уровня',
        'Обычный абзац. В тексте можно выделить **важную мысль полужирным** и поставить ссылку — например, на [раздел «Практики»](/practices) или на [контакты коллегии](/contacts). Ссылки на страницы сайта открываются в той же вкладке.',
        '### Заголовок третьего уровня',
        'Подзаголовки делят длинный материал на части: читатель видит структуру, а поисковые системы — смысл каждого раздела.',
        '### Маркированный список',
        '- арбитражные и корпоративные споры;',
        '- сопровождение сделок M&A;',
        '- защита по уголовным делам в сфере экономики.',
        '### Нумерованный список',
        '1. Клиент обращается в коллегию.',
        '1. Партнёр проводит первичную консультацию и оценивает перспективы.',
        '1. Команда готовит правовую позицию и план действий.',
        '### Цитата',
        '> Хорошая правовая позиция начинается с честной оценки рисков, а не с обещания результата.',
        '---',
        'Горизонтальная линия выше отделяет смысловые части страницы. Изображения и документы добавляются из раздела «Медиа»: у каждого изображения должно быть описание для незрячих читателей.',
      ],
      [
        'This page was built in the page editor and shows every element the firm’s editors use to put together the site’s content. Use it as a template: open it in the admin panel, copy the element you need and replace the text.',
        '## Second-level heading',
        'A plain paragraph. Text can carry **an important point in bold** and a link, for example to the [Practices section](/practices) or to the [firm’s contacts](/contacts). Links to pages of the site open in the same tab.',
        '### Third-level heading',
        'Subheadings divide a long piece into parts: readers see its structure, and search engines the subject of each part.',
        '### Bulleted list',
        '- commercial and corporate disputes;',
        '- M&A transactions;',
        '- white-collar criminal defence.',
        '### Numbered list',
        '1. The client contacts the firm.',
        '1. A partner holds a first consultation and assesses the prospects.',
        '1. The team prepares the legal position and a plan of action.',
        '### Quotation',
        '> A sound legal position starts with an honest assessment of the risks, not with a promise of the result.',
        '---',
        'The rule above separates the parts of a page. Images and documents are added from the Media section: every image needs a description for readers who cannot see it.',
      ],
    ),
  },
  {
    key: 'qemo',
    marked: true,
    title: t('Политика управления качеством', 'Quality management policy'),
    summary: t(
      'Как коллегия обеспечивает качество юридической помощи, проверяет свою работу и рассматривает жалобы клиентов.',
      'How the firm assures the quality of its legal work, checks it and handles client complaints.',
    ),
    body: p(
      [
        'Качество юридической помощи для коллегии — это прежде всего добросовестное, своевременное и понятное клиенту исполнение поручения в соответствии с Кодексом профессиональной этики адвоката. Эта политика утверждена советом партнёров и обязательна для всех адвокатов, юристов и сотрудников коллегии.',
        '## Наши обязательства',
        '- до начала работы согласовывать с клиентом объём поручения, сроки, состав команды и порядок расчёта гонорара;',
        '- проверять отсутствие конфликта интересов до принятия каждого поручения;',
        '- отвечать на обращения клиента в течение одного рабочего дня, а в срочных делах — в тот же день;',
        '- сообщать о ходе дела и о существенных рисках, не дожидаясь вопроса клиента;',
        '- хранить адвокатскую тайну и защищать данные клиентов.',
        '## Как мы контролируем качество',
        '1. Каждое поручение ведёт ответственный партнёр; процессуальные документы и заключения перед отправкой проверяет второй юрист («правило четырёх глаз»).',
        '1. Сроки по всем делам ведутся в единой системе с напоминаниями ответственным юристам и партнёру.',
        '1. По завершении крупных дел мы запрашиваем отзыв клиента и разбираем результаты на встрече практики.',
        '1. Раз в год совет партнёров пересматривает эту политику с учётом отзывов, жалоб и изменений законодательства.',
        'Адвокаты коллегии ежегодно повышают квалификацию в соответствии с требованиями Адвокатской палаты г. Москвы.',
        '## Как подать жалобу',
        'Если вы недовольны нашей работой, скажите об этом ведущему партнёру по делу. Если этого недостаточно, направьте жалобу на **quality@gromov-larina.ru** или по почте на адрес коллегии с пометкой «Партнёру по качеству». Мы подтверждаем получение в течение двух рабочих дней и даём письменный ответ по существу не позднее 15 рабочих дней; жалобу рассматривает партнёр, не участвовавший в деле.',
        'Вы также вправе обратиться в Адвокатскую палату г. Москвы. Подача жалобы никак не влияет на ведение вашего дела.',
      ],
      [
        'For the firm, quality in legal work means above all carrying out each instruction diligently, on time and in a way the client understands, in line with the Code of Professional Ethics for Advocates. This policy is approved by the partners’ council and binds every attorney, lawyer and member of staff.',
        '## Our commitments',
        '- to agree with the client, before work starts, the scope of the instruction, the timetable, the team and how fees are charged;',
        '- to check for conflicts of interest before accepting any instruction;',
        '- to answer a client within one working day, and on the same day in urgent matters;',
        '- to report on the progress of a matter and on material risks without waiting to be asked;',
        '- to keep attorney–client privilege and protect clients’ data.',
        '## How we control quality',
        '1. Every matter is led by a responsible partner; court documents and opinions are checked by a second lawyer before they go out (the “four eyes” rule).',
        '1. Deadlines for all matters are kept in one system that reminds the lawyers in charge and the partner.',
        '1. When a major matter ends we ask the client for feedback and review the outcome at a practice meeting.',
        '1. Once a year the partners’ council reviews this policy in the light of feedback, complaints and changes in the law.',
        'The firm’s attorneys complete continuing professional training every year as the Moscow Bar Chamber requires.',
        '## How to complain',
        'If you are unhappy with our work, tell the partner in charge of your matter. If that does not resolve it, send a complaint to **quality@gromov-larina.ru** or by post to the firm’s address marked “For the quality partner”. We acknowledge it within two working days and reply in writing on the substance within 15 working days; the complaint is reviewed by a partner who did not work on the matter.',
        'You may also apply to the Moscow Bar Chamber. Making a complaint has no effect on how your matter is handled.',
      ],
    ),
  },
  {
    key: 'collegium-history',
    title: t('История коллегии', 'Our history'),
    summary: t(
      'С 1991 года мы защищаем интересы клиентов в самых сложных спорах и сделках.',
      'Since 1991 we have protected our clients’ interests in the most complex disputes and transactions.',
    ),
    body: p(
      [
        'Коллегия адвокатов «Громов, Ларина и партнёры» была основана в 1991 году, когда в стране только складывался рынок независимой юридической помощи бизнесу. Небольшая группа адвокатов, начинавшая с защиты первых частных предприятий в арбитражных судах, за три с лишним десятилетия выросла в одну из ведущих российских юридических фирм.',
        'Сегодня в коллегии работают 80 адвокатов и юристов в Москве, Санкт-Петербурге, Казани и Екатеринбурге. Вместе с партнёрскими фирмами в Лондоне, Париже, Дубае, Стамбуле, Пекине, Алматы, Минске и Лимасоле мы сопровождаем клиентов везде, где находятся их интересы и активы.',
        'Ежегодно коллегия ведёт более 400 дел — от корпоративных конфликтов и банкротств до международных арбитражей и уголовной защиты. Уже 20 лет наши практики и партнёры входят в ведущие российские и международные рейтинги, включая Chambers Europe, The Legal 500 и «Право.ru-300».',
        'Мы считаем, что сильная практика невозможна без развития профессии. Адвокаты коллегии опубликовали более 200 научных и практических работ, преподают в ведущих юридических вузах и участвуют в обсуждении законопроектов, а молодые юристы проходят у нас путь от стажёра до партнёра.',
      ],
      [
        'Gromov, Larina & Partners Bar Association was founded in 1991, when an independent market for legal services to business was only just taking shape in Russia. A small group of attorneys who started out defending the first private companies in the commercial courts has, over more than three decades, grown into one of Russia’s leading law firms.',
        'Today the firm has 80 attorneys and lawyers in Moscow, St Petersburg, Kazan and Yekaterinburg. Together with our partner firms in London, Paris, Dubai, Istanbul, Beijing, Almaty, Minsk and Limassol, we support clients wherever their interests and assets are located.',
        'Each year the firm handles more than 400 matters, from corporate conflicts and insolvencies to international arbitrations and criminal defence. For 20 years our practices and partners have been recognised by leading Russian and international rankings, including Chambers Europe, The Legal 500 and Pravo.ru-300.',
        'We believe that a strong practice depends on the development of the profession as a whole. The firm’s lawyers have published more than 200 academic and practical works, teach at leading law schools and take part in the discussion of draft legislation, while young lawyers can grow with us from trainee to partner.',
      ],
    ),
  },
  {
    key: 'collegium-qualification',
    title: t('Квалификация', 'Qualification'),
    summary: t(
      'Статус адвоката, учёные степени и профессиональные аккредитации наших специалистов.',
      'Our lawyers’ status as attorneys, academic degrees and professional accreditations.',
    ),
    body: p(
      [
        'Большинство юристов коллегии имеют статус адвоката: они сдали квалификационный экзамен, подчиняются Кодексу профессиональной этики адвоката и обязаны хранить адвокатскую тайну. Это гарантирует клиенту, что сведения о его деле защищены законом, а сам юрист несёт профессиональную ответственность перед адвокатской палатой.',
        'Каждый пятый специалист коллегии имеет учёную степень кандидата или доктора юридических наук. Среди наших юристов — арбитры, включённые в рекомендованные списки МКАС при ТПП РФ и Российского арбитражного центра, патентные поверенные и специалисты, имеющие квалификацию английских солиситоров.',
        'Мы уделяем особое внимание постоянному обучению: каждый юрист ежегодно проходит не менее сорока часов повышения квалификации, а внутренние семинары коллегии посвящены новой судебной практике и изменениям законодательства.',
      ],
      [
        'Most of the firm’s lawyers hold the status of advocate (attorney): they have passed the qualification examination, are bound by the Code of Professional Ethics of Advocates and are under a duty of professional secrecy. This assures clients that information about their case is protected by law and that each lawyer is professionally accountable to the bar chamber.',
        'One in five of our lawyers holds a doctoral degree in law. Among our specialists are arbitrators on the recommended lists of the ICAC at the Russian Chamber of Commerce and Industry and the Russian Arbitration Center, patent attorneys and lawyers qualified as solicitors in England and Wales.',
        'We place particular emphasis on continuing education: each lawyer completes at least forty hours of professional development every year, and the firm’s internal seminars cover new case law and legislative change.',
      ],
    ),
  },
  {
    key: 'collegium-advisors',
    title: t('Эксперты-консультанты', 'Advisors'),
    summary: t(
      'Учёные и практики, к которым мы обращаемся за экспертным мнением по сложным вопросам.',
      'Scholars and practitioners whose expert opinion we seek on difficult questions.',
    ),
    body: p(
      [
        'Коллегия сотрудничает с экспертами-консультантами — профессорами ведущих юридических факультетов, судьями в отставке и бывшими руководителями государственных органов. Они помогают нам оценить перспективы сложных дел, проверить правовую позицию на прочность и подготовить научно-консультативные заключения для суда.',
        'Эксперты-консультанты не заменяют команду дела, а дополняют её: их участие особенно ценно в спорах, где нет сложившейся судебной практики, и в делах, требующих глубокого знания иностранного права или отраслевой специфики.',
      ],
      [
        'The firm works with a group of advisors: professors from leading law faculties, retired judges and former heads of public authorities. They help us assess the prospects of complex cases, stress-test our legal position and prepare expert legal opinions for the court.',
        'Our advisors do not replace the case team but complement it. Their input is especially valuable in disputes where there is no settled case law and in matters that call for in-depth knowledge of foreign law or of a particular industry.',
      ],
    ),
  },
]

/** Short addresses of the old site, redirected to practices. */
export const redirects: RedirectSeed[] = [
  { from: '/dispute-resolution', practice: 'dispute-resolution' },
  { from: '/corporate', practice: 'corporate-ma' },
  { from: '/criminal-defence', practice: 'criminal-defence' },
  { from: '/mzs-private-client', practice: 'private-clients' },
  {
    from: '/disputes/sanctions',
    practice: 'dispute-resolution',
    section: 'international-sanctions',
  },
  { from: '/events/forum-2026', url: '/news', status: '302' },
]

export const site: SiteSeed = {
  name: firmName,
  tagline: t(
    'Защищаем интересы бизнеса и частных клиентов в судах, арбитражах и сделках с 1991 года.',
    'Protecting business and private clients in courts, arbitrations and transactions since 1991.',
  ),
  phone: '+7 495 120-00-00',
  email: 'info@gromov-larina.ru',
  address: hqAddress,
  social: [
    { network: 'telegram', url: 'https://t.me/gromovlarina' },
    { network: 'vk', url: 'https://vk.com/gromovlarina' },
  ],
  privacyPolicyVersion: '1.1',
}

const mainMenu: NavigationSeed['header'] = [
  { label: t('Коллегия', 'The firm'), href: '/collegium' },
  { label: t('Практики', 'Practices'), href: '/practices' },
  { label: t('Отрасли', 'Industry sectors'), href: '/industry-sectors' },
  { label: t('Команда', 'Team'), href: '/team' },
  { label: t('Рейтинги', 'Rankings'), href: '/achievements' },
  { label: t('Пресс-центр', 'Press center'), href: '/news' },
  { label: t('Контакты', 'Contacts'), href: '/contacts' },
]

export const navigation: NavigationSeed = {
  header: mainMenu,
  footer: [
    ...mainMenu,
    { label: t('Политика конфиденциальности', 'Privacy policy'), href: '/privacy' },
    { label: t('Карьера', 'Careers'), href: '/careers' },
    { label: t('Доступность сайта', 'Accessibility'), href: '/accessibility' },
  ],
}
