import type { L, Paragraphs, SectorSeed } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

export const sectors: SectorSeed[] = [
  {
    key: 'banking-finance',
    title: t('Банки и финансы', 'Banking and finance'),
    summary: t(
      'Представляем банки, лизинговые компании и инвестиционные фонды в спорах, сделках и регуляторных вопросах.',
      'We act for banks, leasing companies and investment funds in disputes, transactions and regulatory matters.',
    ),
    body: p(
      [
        'Финансовые институты — одни из наших давних клиентов. Мы взыскиваем проблемную задолженность, обращаем взыскание на залоги и поручительства, представляем банки в делах о банкротстве крупных заёмщиков и в спорах о субсидиарной ответственности их собственников.',
        'Наши юристы консультируют по требованиям Банка России, валютному контролю, санкционным ограничениям на расчёты и работе с альтернативными платёжными каналами. Мы также сопровождаем синдицированное кредитование, проектное финансирование и реструктуризацию долга.',
        'Для управляющих компаний и семейных офисов мы структурируем закрытые паевые инвестиционные фонды и инвестиционные товарищества.',
      ],
      [
        'Financial institutions are among our longest-standing clients. We recover distressed debt, enforce pledges and guarantees, represent banks in the insolvency of major borrowers and in subsidiary liability claims against their owners.',
        'Our lawyers advise on Bank of Russia requirements, currency control, sanctions restrictions on payments and the use of alternative payment channels. We also advise on syndicated lending, project finance and debt restructuring.',
        'For asset managers and family offices we structure closed-end mutual investment funds and investment partnerships.',
      ],
    ),
  },
  {
    key: 'construction',
    title: t('Строительство и девелопмент', 'Construction and development'),
    summary: t(
      'Сопровождаем девелоперов, подрядчиков и заказчиков от приобретения участка до ввода объекта и урегулирования споров.',
      'We advise developers, contractors and employers from land acquisition through to commissioning and dispute resolution.',
    ),
    body: p(
      [
        'Строительный проект объединяет десятки участников и договоров, и каждый сбой в цепочке грозит спорами. Мы помогаем клиентам заранее распределить риски: готовим договоры генерального подряда, инженерные и проектные договоры, соглашения с банками, финансирующими проект.',
        'Наша команда ведёт споры о качестве, сроках и стоимости строительства, о банковских гарантиях исполнения, о самовольном строительстве и изъятии земельных участков. Мы представляем как застройщиков, так и генподрядчиков и государственных заказчиков.',
      ],
      [
        'A construction project involves dozens of participants and contracts, and any failure along the chain can lead to disputes. We help clients allocate risks in advance by drafting general construction contracts, engineering and design agreements and agreements with the banks financing the project.',
        'Our team litigates disputes over the quality, timing and cost of construction, performance guarantees, unauthorised construction and the compulsory acquisition of land. We act for developers, general contractors and public employers alike.',
      ],
    ),
  },
  {
    key: 'energy',
    title: t('Энергетика', 'Energy'),
    summary: t(
      'Работаем с нефтегазовыми, электроэнергетическими и горнодобывающими компаниями над проектами, сделками и международными спорами.',
      'We work with oil and gas, power and mining companies on projects, transactions and international disputes.',
    ),
    body: p(
      [
        'Энергетические компании обращаются к нам, когда на кону долгосрочные контракты и крупные инвестиции. Мы консультируем по недропользованию, сделкам с добывающими и генерирующими активами, строительству трубопроводов и электростанций, а также по экспортным поставкам в новых логистических условиях.',
        'Споры в энергетике часто носят международный характер: пересмотр цен по долгосрочным контрактам, претензии по строительству объектов, инвестиционные требования к государствам. Наши юристы имеют многолетний опыт ведения таких арбитражей.',
      ],
      [
        'Energy companies come to us when long-term contracts and major investments are at stake. We advise on subsoil use, transactions in extractive and generating assets, construction of pipelines and power plants, and export supplies under new logistics conditions.',
        'Energy disputes are often international: price reviews under long-term contracts, construction claims and investment claims against states. Our lawyers have many years of experience in conducting such arbitrations.',
      ],
    ),
  },
  {
    key: 'pharma',
    title: t('Фармацевтика и медицина', 'Pharmaceuticals and life sciences'),
    summary: t(
      'Помогаем производителям, дистрибьюторам и клиникам работать в строго регулируемой среде.',
      'We help manufacturers, distributors and clinics operate in a strictly regulated environment.',
    ),
    body: p(
      [
        'Наши клиенты в фармацевтической отрасли — российские и международные производители лекарственных средств и медицинских изделий, дистрибьюторы, аптечные сети и частные медицинские организации. Мы сопровождаем их на всех этапах: от регистрации продукта до его продвижения и участия в государственных закупках.',
        'Мы защищаем патенты и регистрационные данные, ведём споры о принудительном лицензировании и взаимозаменяемости препаратов, консультируем по антимонопольным требованиям и правилам взаимодействия с медицинским сообществом.',
      ],
      [
        'Our clients in the pharmaceutical industry include Russian and international manufacturers of medicines and medical devices, distributors, pharmacy chains and private healthcare providers. We support them at every stage, from product registration to promotion and participation in public tenders.',
        'We protect patents and regulatory data, litigate compulsory licensing and interchangeability disputes, and advise on competition law requirements and the rules of engagement with the medical community.',
      ],
    ),
  },
  {
    key: 'retail',
    title: t('Розничная торговля и потребительский рынок', 'Retail and consumer goods'),
    summary: t(
      'Сопровождаем торговые сети, производителей товаров повседневного спроса, маркетплейсы и ресторанные группы.',
      'We advise retail chains, FMCG manufacturers, marketplaces and restaurant groups.',
    ),
    body: p(
      [
        'Потребительский рынок быстро меняется: на смену ушедшим брендам приходят новые, растёт доля онлайн-продаж, ужесточаются требования к маркировке и защите прав потребителей. Мы помогаем клиентам адаптироваться к этим изменениям и строить устойчивые отношения с поставщиками и арендодателями.',
        'Команда консультирует по франчайзингу, параллельному импорту, рекламе, маркировке и обращению алкогольной продукции, а также ведёт споры с контрагентами и проверки контролирующих органов.',
      ],
      [
        'The consumer market is changing fast: new brands replace those that have left, the share of online sales is growing and labelling and consumer protection requirements are becoming stricter. We help clients adapt and build sound relationships with suppliers and landlords.',
        'The team advises on franchising, parallel imports, advertising, labelling and the sale of alcohol, and handles disputes with counterparties and regulatory inspections.',
      ],
    ),
  },
  {
    key: 'agriculture',
    title: t('Сельское хозяйство', 'Agriculture'),
    summary: t(
      'Консультируем агрохолдинги, переработчиков и трейдеров по земле, господдержке, экспорту и спорам.',
      'We advise agricultural holdings, processors and traders on land, state support, exports and disputes.',
    ),
    body: p(
      [
        'Аграрный бизнес зависит от земли, погоды и государственной политики. Мы помогаем клиентам надёжно оформить права на земельные участки, получить меры государственной поддержки и выстроить экспортные поставки с учётом квот, пошлин и санитарных требований.',
        'Наши юристы сопровождают приобретение сельскохозяйственных предприятий и элеваторов, представляют клиентов в земельных спорах и конфликтах с пайщиками, а также в спорах по договорам поставки и хранения зерна.',
      ],
      [
        'Agribusiness depends on land, weather and state policy. We help clients secure reliable title to land, obtain state support and set up export supplies that comply with quotas, duties and sanitary requirements.',
        'Our lawyers advise on the acquisition of farming companies and grain elevators and represent clients in land disputes, conflicts with shareholding landowners and disputes under grain supply and storage contracts.',
      ],
    ),
  },
  {
    key: 'technology',
    title: t('Технологии и телекоммуникации', 'Technology and telecoms'),
    summary: t(
      'Работаем с ИТ-компаниями, разработчиками программного обеспечения и операторами связи.',
      'We work with IT companies, software developers and telecoms operators.',
    ),
    body: p(
      [
        'Технологические компании ценят скорость и предсказуемость. Мы структурируем инвестиции в стартапы и опционные программы, сопровождаем сделки с ИТ-активами, готовим лицензионные договоры и договоры на разработку программного обеспечения.',
        'Наша команда консультирует по персональным данным и их локализации, аккредитации ИТ-компаний и налоговым льготам, включению программ в реестр российского ПО, а также защищает исключительные права клиентов в судах.',
        'Мы сопровождаем операторов связи и дата-центры по вопросам лицензирования, требований к хранению данных и взаимодействия с регуляторами.',
      ],
      [
        'Technology companies value speed and predictability. We structure start-up investments and option plans, advise on transactions in IT assets and draft licence and software development agreements.',
        'Our team advises on personal data and data localisation, IT company accreditation and tax incentives, entry into the register of Russian software, and defends clients’ exclusive rights in court.',
        'We advise telecoms operators and data centres on licensing, data retention requirements and dealings with regulators.',
      ],
    ),
  },
  {
    key: 'transport-logistics',
    title: t('Транспорт и логистика', 'Transport and logistics'),
    summary: t(
      'Сопровождаем перевозчиков, экспедиторов, порты и лизинговые компании в договорной работе, санкционных вопросах и спорах.',
      'We advise carriers, freight forwarders, ports and leasing companies on contracts, sanctions and disputes.',
    ),
    body: p(
      [
        'Перестройка логистических цепочек после 2022 года сделала транспортное право одним из самых востребованных направлений. Мы помогаем клиентам выстраивать маршруты через третьи страны, проверять контрагентов на санкционные риски, заключать договоры фрахта и экспедирования.',
        'Наши юристы ведут споры о повреждении и утрате грузов, демередже, возврате воздушных судов и подвижного состава из лизинга, а также представляют клиентов в морских арбитражах.',
      ],
      [
        'The restructuring of supply chains after 2022 has made transport law one of the most sought-after areas. We help clients set up routes through third countries, screen counterparties for sanctions risk and conclude charter and freight forwarding contracts.',
        'Our lawyers handle disputes over damage to and loss of cargo, demurrage, the return of leased aircraft and rolling stock, and represent clients in maritime arbitrations.',
      ],
    ),
  },
  {
    key: 'insurance',
    title: t('Страхование', 'Insurance'),
    summary: t(
      'Представляем страховщиков и страхователей в спорах о страховом возмещении, суброгации и перестраховании.',
      'We represent insurers and policyholders in coverage, subrogation and reinsurance disputes.',
    ),
    body: p(
      [
        'Мы представляем страховые компании и крупных страхователей в спорах о выплате страхового возмещения по договорам имущественного страхования, страхования строительно-монтажных рисков и ответственности директоров (D&O).',
        'Наши юристы ведут суброгационные требования к причинителям вреда, консультируют по перестрахованию в условиях ограниченного доступа к международному рынку и помогают урегулировать претензии по застрахованным воздушным судам, оставшимся за рубежом.',
      ],
      [
        'We represent insurers and major policyholders in disputes over payment under property, construction all-risks and directors’ and officers’ (D&O) liability policies.',
        'Our lawyers pursue subrogation claims against wrongdoers, advise on reinsurance with limited access to the international market and help settle claims concerning insured aircraft that remained abroad.',
      ],
    ),
  },
  {
    key: 'media',
    title: t('Медиа и развлечения', 'Media and entertainment'),
    summary: t(
      'Консультируем издательства, продюсерские центры, онлайн-кинотеатры и игровые студии.',
      'We advise publishers, production companies, streaming services and game studios.',
    ),
    body: p(
      [
        'Медиакомпании работают с правами на контент, и от чистоты этих прав зависит стоимость бизнеса. Мы проверяем цепочки прав, готовим договоры с авторами, исполнителями и дистрибьюторами, сопровождаем совместное производство фильмов и сериалов.',
        'Наши юристы защищают клиентов от исков о защите чести, достоинства и деловой репутации, консультируют по законодательству о рекламе и СМИ, а также по ограничениям на распространение информации в интернете.',
      ],
      [
        'Media companies work with content rights, and the value of the business depends on the integrity of those rights. We review chains of title, draft agreements with authors, performers and distributors and advise on co-productions of films and series.',
        'Our lawyers defend clients against defamation claims and advise on advertising and media law and on restrictions on the dissemination of information online.',
      ],
    ),
  },
]
