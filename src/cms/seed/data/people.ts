import type { L, Paragraphs, PersonSeed } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

/** A person before the contact details are assigned (e-mail and phone are derived below). */
type Draft = Omit<PersonSeed, 'email' | 'phone'>

// Ranking publishers.
const chambers = t('Chambers Europe', 'Chambers Europe')
const legal500 = t('The Legal 500 EMEA', 'The Legal 500 EMEA')
const bestLawyers = t('Best Lawyers', 'Best Lawyers')
const pravo300 = t('«Право.ru-300»', 'Pravo.ru-300')
const kommersant = t('«Коммерсантъ»', 'Kommersant')
const whosWho = t('Who’s Who Legal', 'Who’s Who Legal')

// Universities (an entry is the university followed by the year of graduation).
const uni = {
  msu: t(
    'МГУ имени М. В. Ломоносова, юридический факультет',
    'Lomonosov Moscow State University, Faculty of Law',
  ),
  mgimo: t(
    'МГИМО МИД России, международно-правовой факультет',
    'MGIMO University, International Law Faculty',
  ),
  hse: t('НИУ «Высшая школа экономики», факультет права', 'HSE University, Faculty of Law'),
  hseMaster: t(
    'НИУ «Высшая школа экономики», магистратура «Корпоративный юрист»',
    'HSE University, Master’s programme in Corporate Law',
  ),
  msal: t('Университет имени О. Е. Кутафина (МГЮА)', 'Kutafin Moscow State Law University (MSAL)'),
  spbu: t(
    'Санкт-Петербургский государственный университет, юридический факультет',
    'Saint Petersburg State University, Faculty of Law',
  ),
  rspl: t(
    'Российская школа частного права, магистратура',
    'Russian School of Private Law, Master of Laws',
  ),
  ranepa: t(
    'РАНХиГС при Президенте Российской Федерации, магистратура',
    'Russian Presidential Academy of National Economy and Public Administration (RANEPA), Master’s degree',
  ),
  mgimoMaster: t(
    'МГИМО МИД России, магистратура «Международное частное право»',
    'MGIMO University, Master’s programme in Private International Law',
  ),
}

const edu = (school: L, year: number): L => t(`${school.ru}, ${year}`, `${school.en}, ${year}`)

const lang = {
  en: t('Русский, английский', 'Russian, English'),
  de: t('Русский, английский, немецкий', 'Russian, English, German'),
  fr: t('Русский, английский, французский', 'Russian, English, French'),
  es: t('Русский, английский, испанский', 'Russian, English, Spanish'),
  it: t('Русский, английский, итальянский', 'Russian, English, Italian'),
  zh: t('Русский, английский, китайский', 'Russian, English, Chinese'),
  deFr: t('Русский, английский, немецкий, французский', 'Russian, English, German, French'),
}

const bar = {
  moscow: t('Адвокатской палаты г. Москвы', 'Moscow Bar'),
  region: t('Адвокатской палаты Московской области', 'Moscow Region Bar'),
  spb: t('Адвокатской палаты Санкт-Петербурга', 'St Petersburg Bar'),
}

const advocate = (year: number, chamber: L = bar.moscow): L =>
  t(`Адвокат ${chamber.ru} с ${year} года`, `Member of the ${chamber.en} since ${year}`)

// ---------------------------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------------------------

const partnersA: Draft[] = [
  {
    key: 'gromov',
    name: t('Громов Андрей Викторович', 'Andrey Gromov'),
    seo: {
      title: t(
        'Андрей Громов — управляющий партнёр, адвокат по спорам',
        'Andrey Gromov — managing partner and disputes lawyer',
      ),
      description: t(
        'Управляющий партнёр коллегии: корпоративные конфликты, банкротство и уголовно-правовая защита бизнеса. Контакты и опыт.',
        'Managing partner of the firm: corporate conflicts, insolvency and white-collar defence. Contacts and experience.',
      ),
    },
    role: 'partner',
    roleLabel: t('Управляющий партнёр', 'Managing Partner'),
    practices: ['dispute-resolution', 'criminal-defence'],
    sectors: ['banking-finance'],
    bio: p(
      [
        'Андрей Викторович Громов — основатель и управляющий партнёр коллегии. В 1991 году он учредил коллегию вместе с Еленой Лариной и с тех пор руководит её развитием, оставаясь практикующим адвокатом: лично ведёт наиболее сложные судебные споры и уголовные дела доверителей.',
        'За более чем сорок лет практики Андрей Викторович провёл сотни дел в арбитражных судах и судах общей юрисдикции всех инстанций, включая Президиум Высшего Арбитражного Суда и судебные коллегии Верховного Суда Российской Федерации. Его специализация — многосторонние конфликты, в которых коммерческий спор сочетается с уголовным преследованием менеджмента или собственников бизнеса; в таких делах он координирует работу судебной и уголовно-правовой команд коллегии.',
        'Адвокатскую карьеру начинал в Московской городской коллегии адвокатов в 1982 году. Кандидат юридических наук, автор работ о доказывании в гражданском и арбитражном процессе. В 2011–2019 годах входил в Совет Адвокатской палаты г. Москвы.',
      ],
      [
        'Andrey Gromov is the founder and Managing Partner of the firm. He established the bar association in 1991 together with Elena Larina and has led its development ever since while remaining a practising advocate: he personally handles the most complex disputes and criminal cases entrusted to the firm.',
        'Over more than forty years of practice he has conducted hundreds of cases before the commercial (arbitrazh) courts and the courts of general jurisdiction at every level, including the Presidium of the Supreme Arbitrazh Court and the judicial chambers of the Supreme Court of the Russian Federation. He specialises in multi-front conflicts in which a commercial dispute runs alongside the criminal prosecution of managers or business owners, and in such matters he coordinates the firm’s litigation and criminal defence teams.',
        'He began his career at the Moscow City Collegium of Advocates in 1982. He holds a PhD in law (Candidate of Legal Sciences) and has written on evidence in civil and commercial procedure. From 2011 to 2019 he sat on the Council of the Moscow Bar Chamber.',
      ],
    ),
    education: [
      edu(uni.msu, 1978),
      t(
        'Аспирантура юридического факультета МГУ имени М. В. Ломоносова, кандидат юридических наук, 1984',
        'Postgraduate studies at Lomonosov Moscow State University, PhD in Law (Candidate of Legal Sciences), 1984',
      ),
    ],
    qualification: t(
      'Адвокат с 1982 года; член Адвокатской палаты г. Москвы с момента её учреждения в 2002 году',
      'Advocate since 1982; member of the Moscow Bar since its establishment in 2002',
    ),
    languages: lang.fr,
    ratings: [
      { source: chambers, text: t('Band 1, Разрешение споров', 'Band 1, Dispute Resolution') },
      {
        source: pravo300,
        text: t('Лидер практики, Уголовное право', 'Practice leader, Criminal Law'),
      },
      { source: bestLawyers, text: t('Судебные споры, Москва', 'Litigation, Moscow') },
    ],
    recognition: [
      t('Почётный адвокат России', 'Honoured Advocate of Russia'),
      t(
        'Медаль Федеральной палаты адвокатов «За заслуги в защите прав и свобод граждан» I степени',
        'Federal Chamber of Advocates medal “For Services in Protecting Citizens’ Rights and Freedoms”, first class',
      ),
    ],
    recentExperience: [
      t(
        'Защита интересов акционеров системно значимого банка в споре о контроле над кредитной организацией, который шёл параллельно с уголовным делом; спор урегулирован мировым соглашением',
        'Acting for the shareholders of a systemically important bank in a dispute over control of the bank that ran in parallel with criminal proceedings; the dispute was settled',
      ),
      t(
        'Защита бывшего генерального директора промышленного холдинга по обвинению в растрате в особо крупном размере; уголовное преследование прекращено за отсутствием состава преступления',
        'Defending the former chief executive of an industrial holding charged with large-scale embezzlement; the prosecution was discontinued for lack of a criminal offence',
      ),
      t(
        'Представление интересов девелопера в Судебной коллегии по экономическим спорам Верховного Суда РФ по иску о взыскании 6,2 млрд рублей; судебные акты нижестоящих судов отменены',
        'Representing a developer before the Economic Disputes Chamber of the Supreme Court in a RUB 6.2 billion claim; the lower courts’ judgments were set aside',
      ),
    ],
  },
  {
    key: 'larina',
    name: t('Ларина Елена Сергеевна', 'Elena Larina'),
    role: 'partner',
    roleLabel: t('Старший партнёр', 'Senior Partner'),
    practices: ['corporate-ma', 'private-clients'],
    sectors: ['banking-finance', 'technology'],
    bio: p(
      [
        'Елена Сергеевна Ларина — сооснователь и старший партнёр коллегии. Вместе с Андреем Громовым она создала коллегию в 1991 году и выстроила её корпоративную практику: от первых сделок приватизационной эпохи до современных структурированных сделок M&A и совместных предприятий.',
        'Елена Сергеевна консультирует российских и иностранных инвесторов при приобретении и продаже бизнеса, реструктуризации холдингов и выходе из российских активов, а также семьи предпринимателей — по вопросам передачи бизнеса следующему поколению, создания личных и наследственных фондов, заключения корпоративных договоров между членами семьи. Её отличает умение находить решения, которые одновременно учитывают интересы бизнеса, семьи и регуляторные ограничения.',
        'Окончила юридический факультет МГУ, получила степень LLM в Королевском колледже Лондона. Входит в экспертный совет по корпоративному праву при профильном комитете Государственной Думы, регулярно выступает на конференциях по вопросам семейного капитала и корпоративного управления.',
      ],
      [
        'Elena Larina is a co-founder and Senior Partner of the firm. Together with Andrey Gromov she established the bar association in 1991 and built its corporate practice, from the first transactions of the privatisation era to today’s structured M&A deals and joint ventures.',
        'She advises Russian and foreign investors on acquisitions and disposals, holding restructurings and exits from Russian assets, and advises business families on passing the business to the next generation, setting up personal and inheritance funds and drafting shareholder agreements between family members. She is known for solutions that reconcile the interests of the business, the family and the regulatory constraints at the same time.',
        'She graduated from the Faculty of Law of Lomonosov Moscow State University and holds an LLM from King’s College London. She sits on the expert council on corporate law attached to the relevant committee of the State Duma and speaks regularly at conferences on family wealth and corporate governance.',
      ],
    ),
    education: [
      edu(uni.msu, 1986),
      t(
        'Королевский колледж Лондона (King’s College London), LLM, 1995',
        'King’s College London, LLM, 1995',
      ),
    ],
    qualification: t(
      'Адвокат с 1989 года; член Адвокатской палаты г. Москвы с 2002 года',
      'Advocate since 1989; member of the Moscow Bar since 2002',
    ),
    languages: lang.it,
    ratings: [
      {
        source: chambers,
        text: t('Band 1, Корпоративное право и M&A', 'Band 1, Corporate/M&A'),
      },
      {
        source: legal500,
        text: t(
          'Зал славы (Hall of Fame), Корпоративное право и M&A',
          'Hall of Fame, Commercial, Corporate and M&A',
        ),
      },
      {
        source: kommersant,
        text: t('Лучшие юристы: частные клиенты', 'Top lawyers: Private Clients'),
      },
    ],
    recognition: [
      t(
        'Член экспертного совета по корпоративному праву при комитете Государственной Думы',
        'Member of the expert council on corporate law attached to a State Duma committee',
      ),
      t(
        'Премия «Женщина в праве» за вклад в развитие корпоративной практики',
        'Women in Law award for contribution to the corporate legal profession',
      ),
    ],
    recentExperience: [
      t(
        'Сопровождение продажи 100% акций производителя программного обеспечения стратегическому инвестору; сумма сделки не раскрывается',
        'Advising on the sale of 100% of the shares in a software developer to a strategic investor; the deal value was not disclosed',
      ),
      t(
        'Структурирование передачи семейного холдинга следующему поколению через личный фонд и корпоративный договор между наследниками',
        'Structuring the transfer of a family holding to the next generation through a personal fund and a shareholders’ agreement among the heirs',
      ),
      t(
        'Сопровождение выхода европейского промышленного концерна из российского бизнеса с получением разрешения Правительственной комиссии',
        'Advising a European industrial group on its exit from its Russian business, including clearance by the Government Commission',
      ),
    ],
  },
  {
    key: 'volkov',
    name: t('Волков Сергей Николаевич', 'Sergey Volkov'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['international-arbitration', 'investment-arbitration'],
    sectors: ['energy'],
    bio: p(
      [
        'Сергей Николаевич Волков руководит практикой международного арбитража. Он выступает представителем сторон и арбитром в разбирательствах по регламентам ICC, LCIA, SCC, SIAC, МКАС при ТПП РФ и РАЦ, а также в арбитражах ad hoc по Регламенту ЮНСИТРАЛ.',
        'Сергей Николаевич специализируется на спорах из договоров поставки энергоносителей, EPC-контрактов и соглашений акционеров, а также на инвестиционных спорах с участием государств по двусторонним инвестиционным соглашениям и Договору к Энергетической хартии. Отдельное направление его работы — признание и приведение в исполнение иностранных арбитражных решений в России и оспаривание решений в государственных судах по месту арбитража.',
        'Работает в коллегии с 2004 года, партнёр с 2010 года. До прихода в коллегию работал в московском офисе международной юридической фирмы. Включён в рекомендательные списки арбитров нескольких арбитражных институтов, преподаёт курс международного коммерческого арбитража в МГИМО.',
      ],
      [
        'Sergey Volkov heads the international arbitration practice. He acts as counsel and arbitrator in proceedings under the ICC, LCIA, SCC, SIAC, ICAC and RAC rules and in ad hoc arbitrations under the UNCITRAL Rules.',
        'He specialises in disputes arising from energy supply agreements, EPC contracts and shareholder agreements, and in investor-state disputes under bilateral investment treaties and the Energy Charter Treaty. A separate focus of his work is the recognition and enforcement of foreign arbitral awards in Russia and set-aside proceedings before the courts of the seat.',
        'He joined the firm in 2004 and became a partner in 2010, having previously worked in the Moscow office of an international law firm. He sits on the recommended panels of arbitrators of several institutions and teaches international commercial arbitration at MGIMO University.',
      ],
    ),
    education: [
      edu(uni.mgimo, 1996),
      t(
        'Лейденский университет, LLM в области публичного международного права, 2001',
        'Leiden University, Advanced LLM in Public International Law, 2001',
      ),
    ],
    qualification: advocate(1999),
    languages: lang.deFr,
    ratings: [
      {
        source: chambers,
        text: t('Band 2, Международный арбитраж', 'Band 2, International Arbitration'),
      },
      {
        source: whosWho,
        text: t('Арбитраж: признанный эксперт', 'Arbitration: Thought Leader'),
      },
    ],
    recognition: [
      t(
        'Член рекомендованного списка арбитров Российского арбитражного центра',
        'Member of the recommended list of arbitrators of the Russian Arbitration Center',
      ),
      t(
        'Преподаватель курса «Международный коммерческий арбитраж» в МГИМО',
        'Lecturer in International Commercial Arbitration at MGIMO University',
      ),
    ],
    recentExperience: [
      t(
        'Представление интересов российской энергетической компании в арбитраже ICC по спору о пересмотре цены долгосрочного контракта на поставку газа',
        'Acting for a Russian energy company in an ICC arbitration over the price review of a long-term gas supply contract',
      ),
      t(
        'Защита интересов инвестора в арбитраже по Регламенту ЮНСИТРАЛ против государства Центральной Азии по двустороннему инвестиционному соглашению',
        'Representing an investor in an UNCITRAL arbitration against a Central Asian state under a bilateral investment treaty',
      ),
      t(
        'Приведение в исполнение в России решения арбитража SCC о взыскании 48 млн евро с подрядчика по EPC-контракту',
        'Enforcing in Russia an SCC award of EUR 48 million against a contractor under an EPC contract',
      ),
    ],
  },
  {
    key: 'sokolova',
    name: t('Соколова Ирина Александровна', 'Irina Sokolova'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['international-sanctions', 'foreign-state-courts'],
    sectors: ['banking-finance', 'transport-logistics'],
    bio: p(
      [
        'Ирина Александровна Соколова руководит практикой международных санкций и судебных споров в иностранных юрисдикциях. Она консультирует банки, транспортные и промышленные компании по санкционным режимам России, Европейского союза, Великобритании и США и выстраивает стратегию защиты клиентов, чьи активы оказались заблокированы за рубежом.',
        'Под руководством Ирины Александровны команда координирует работу иностранных консультантов в судах Англии, Кипра, Нидерландов и Швейцарии, готовит заявления об исключении из санкционных списков и о выдаче лицензий OFAC и OFSI, а в российских судах ведёт споры о переносе разбирательств в российскую юрисдикцию по статьям 248.1 и 248.2 АПК РФ.',
        'Работает в коллегии с 2006 года, партнёр с 2013 года. Окончила МГИМО и Лондонскую школу экономики. Регулярно выступает с аналитическими обзорами санкционного законодательства для деловых ассоциаций.',
      ],
      [
        'Irina Sokolova heads the international sanctions and foreign litigation practice. She advises banks, transport and industrial companies on the Russian, EU, UK and US sanctions regimes and designs the defence strategy for clients whose assets have been frozen abroad.',
        'Under her leadership the team coordinates foreign counsel before the courts of England, Cyprus, the Netherlands and Switzerland, prepares delisting petitions and licence applications to OFAC and OFSI, and litigates in Russian courts to move proceedings into Russian jurisdiction under Articles 248.1 and 248.2 of the Commercial Procedure Code.',
        'She joined the firm in 2006 and became a partner in 2013. She is a graduate of MGIMO University and the London School of Economics and regularly presents analytical reviews of sanctions legislation to business associations.',
      ],
    ),
    education: [
      edu(uni.mgimo, 1999),
      t(
        'Лондонская школа экономики и политических наук (LSE), LLM, 2003',
        'London School of Economics and Political Science (LSE), LLM, 2003',
      ),
    ],
    qualification: advocate(2004),
    languages: lang.fr,
    ratings: [
      {
        source: legal500,
        text: t(
          'Ведущий юрист (Leading Individual), Разрешение споров',
          'Leading Individual, Dispute Resolution',
        ),
      },
      {
        source: pravo300,
        text: t('Первая группа, Международные санкции', 'Tier 1, International Sanctions'),
      },
    ],
    recognition: [
      t(
        'Член экспертной группы по санкционному регулированию при Торгово-промышленной палате РФ',
        'Member of the sanctions working group of the Russian Chamber of Commerce and Industry',
      ),
    ],
    recentExperience: [
      t(
        'Сопровождение исключения предпринимателя из санкционного списка Европейского союза совместно с бельгийскими консультантами',
        'Securing, together with Belgian counsel, the removal of an entrepreneur from the EU sanctions list',
      ),
      t(
        'Запрет в порядке статьи 248.2 АПК РФ на продолжение разбирательства в иностранном суде по спору лизинговой компании с иностранным лизингодателем',
        'Obtaining an anti-suit injunction under Article 248.2 of the Commercial Procedure Code in a dispute between a leasing company and a foreign lessor',
      ),
      t(
        'Получение лицензии OFSI на проведение платежей по обслуживанию заблокированных активов клиента в Великобритании',
        'Obtaining an OFSI licence for payments to maintain a client’s frozen assets in the United Kingdom',
      ),
    ],
  },
]

const partnersB: Draft[] = [
  {
    key: 'orlov',
    name: t('Орлов Дмитрий Павлович', 'Dmitry Orlov'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['bankruptcy', 'commercial-disputes'],
    sectors: ['banking-finance', 'construction'],
    bio: p(
      [
        'Дмитрий Павлович Орлов возглавляет практику банкротства и коммерческих споров. Он представляет банки, крупных кредиторов и инвесторов в делах о несостоятельности компаний, в том числе застройщиков и кредитных организаций, где на кону — контроль над процедурой и реальный возврат долга.',
        'Дмитрий Павлович ведёт споры о включении требований в реестр, оспаривании подозрительных сделок и сделок с предпочтением, о привлечении контролирующих лиц к субсидиарной ответственности, а также поиск и возврат выведенных активов, включая активы за рубежом. В коммерческой практике его клиенты — стороны договоров поставки, подряда, финансирования и страхования в спорах с суммой требований от сотен миллионов рублей.',
        'Окончил юридический факультет Санкт-Петербургского государственного университета и магистратуру Российской школы частного права. Работает в коллегии с 2003 года, партнёр с 2011 года. Член рабочей группы по совершенствованию законодательства о банкротстве при Ассоциации юристов России.',
      ],
      [
        'Dmitry Orlov leads the insolvency and commercial disputes practice. He acts for banks, major creditors and investors in the insolvency of companies, including developers and credit institutions, where control of the procedure and real debt recovery are at stake.',
        'He handles the admission of claims to the register of creditors, challenges to suspicious and preferential transactions, subsidiary liability claims against controlling persons, and the tracing and recovery of diverted assets, including assets abroad. In his commercial practice he represents parties to supply, construction, financing and insurance contracts in disputes worth hundreds of millions of roubles and more.',
        'He graduated from the Faculty of Law of Saint Petersburg State University and holds a master’s degree from the Russian School of Private Law. He joined the firm in 2003 and became a partner in 2011. He is a member of the Association of Lawyers of Russia working group on the reform of insolvency legislation.',
      ],
    ),
    education: [edu(uni.spbu, 1997), edu(uni.rspl, 2000)],
    qualification: advocate(2001, bar.spb),
    languages: lang.de,
    ratings: [
      {
        source: chambers,
        text: t('Band 2, Банкротство и реструктуризация', 'Band 2, Restructuring/Insolvency'),
      },
      {
        source: pravo300,
        text: t(
          'Первая группа, Реструктуризация и банкротство',
          'Tier 1, Restructuring and Insolvency',
        ),
      },
    ],
    recognition: [
      t(
        'Член рабочей группы по законодательству о банкротстве Ассоциации юристов России',
        'Member of the insolvency law working group of the Association of Lawyers of Russia',
      ),
    ],
    recentExperience: [
      t(
        'Привлечение бенефициаров застройщика к субсидиарной ответственности на 11,4 млрд рублей в интересах банка — крупнейшего кредитора',
        'Holding the beneficial owners of a developer subsidiarily liable for RUB 11.4 billion on behalf of the lending bank, the largest creditor',
      ),
      t(
        'Оспаривание цепочки сделок по выводу имущества должника на сумму 3,8 млрд рублей с возвратом активов в конкурсную массу',
        'Challenging a chain of transactions that diverted RUB 3.8 billion of the debtor’s property and returning the assets to the estate',
      ),
      t(
        'Взыскание со страховщика возмещения по договору страхования строительно-монтажных рисков после аварии на промышленном объекте',
        'Recovering insurance proceeds under a construction all-risks policy after an accident at an industrial facility',
      ),
    ],
  },
  {
    key: 'belova',
    name: t('Белова Наталья Игоревна', 'Natalia Belova'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['family-and-inheritance', 'private-clients'],
    bio: p(
      [
        'Наталья Игоревна Белова руководит практикой семейных и наследственных споров и работает с частными клиентами коллегии. Её доверители — предприниматели, руководители крупных компаний и их семьи, для которых важны не только результат спора, но и конфиденциальность и сохранение отношений между близкими.',
        'Наталья Игоревна ведёт дела о разделе совместно нажитого имущества, включая доли в бизнесе, зарубежную недвижимость и активы, оформленные на третьих лиц, споры об оспаривании завещаний и наследственных договоров, об определении места жительства детей и порядка общения с ними. Она готовит брачные договоры и соглашения о разделе имущества, которые выдерживают последующую проверку судом, и сопровождает наследственные дела с иностранным элементом.',
        'Окончила Университет имени О. Е. Кутафина (МГЮА) и Российскую школу частного права. В коллегии с 2005 года, партнёр с 2014 года. Медиатор, прошедший подготовку по программе Федерального института медиации, — многие её дела завершаются мировым соглашением ещё до суда.',
      ],
      [
        'Natalia Belova heads the family and inheritance disputes practice and works with the firm’s private clients. Her clients are entrepreneurs, senior executives and their families, who care not only about the outcome of a dispute but also about confidentiality and preserving relationships between relatives.',
        'She handles the division of matrimonial property, including business interests, real estate abroad and assets held through third parties, challenges to wills and inheritance agreements, and disputes over children’s residence and contact arrangements. She drafts marriage contracts and property settlement agreements designed to withstand later judicial scrutiny and advises on successions with a foreign element.',
        'She graduated from Kutafin Moscow State Law University and the Russian School of Private Law. She joined the firm in 2005 and became a partner in 2014. A mediator trained under the Federal Institute of Mediation programme, she resolves many of her cases by settlement before they ever reach court.',
      ],
    ),
    education: [edu(uni.msal, 1998), edu(uni.rspl, 2001)],
    qualification: advocate(2002),
    languages: lang.fr,
    ratings: [
      {
        source: legal500,
        text: t(
          'Ведущий юрист (Leading Individual), Частные клиенты',
          'Leading Individual, Private Client',
        ),
      },
      {
        source: kommersant,
        text: t(
          'Лучшие юристы: семейное и наследственное право',
          'Top lawyers: Family and Inheritance Law',
        ),
      },
    ],
    recognition: [
      t(
        'Профессиональный медиатор (Федеральный институт медиации)',
        'Accredited mediator (Federal Institute of Mediation)',
      ),
      t(
        'Автор практического руководства по разделу бизнеса супругов',
        'Author of a practical guide to dividing a family business between spouses',
      ),
    ],
    recentExperience: [
      t(
        'Защита интересов супруги основателя торговой сети в споре о разделе имущества, включающего доли в 14 компаниях и недвижимость в трёх странах',
        'Acting for the wife of a retail chain founder in a property division dispute covering interests in 14 companies and real estate in three countries',
      ),
      t(
        'Успешное оспаривание завещания, составленного в пользу управляющего имуществом наследодателя, с признанием права наследников по закону',
        'Successfully challenging a will made in favour of the testator’s property manager and securing the rights of the statutory heirs',
      ),
      t(
        'Урегулирование спора между наследниками владельца промышленной группы путём заключения соглашения о разделе наследства и корпоративного договора',
        'Settling a dispute among the heirs of an industrial group owner through an estate division agreement and a shareholders’ agreement',
      ),
    ],
  },
  {
    key: 'kuznetsov',
    name: t('Кузнецов Алексей Владимирович', 'Alexey Kuznetsov'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['tax-disputes'],
    sectors: ['energy', 'retail'],
    bio: p(
      [
        'Алексей Владимирович Кузнецов руководит налоговой практикой коллегии. Он сопровождает клиентов на всех стадиях налогового спора: от выездной проверки и досудебного обжалования в вышестоящем налоговом органе до Судебной коллегии по экономическим спорам Верховного Суда Российской Федерации.',
        'Алексей Владимирович знает работу налоговых органов изнутри: до прихода в адвокатуру он четыре года работал в правовом управлении Федеральной налоговой службы. Его дела касаются необоснованной налоговой выгоды по статье 54.1 Налогового кодекса, трансфертного ценообразования, налогообложения контролируемых иностранных компаний, возмещения НДС и доначислений по сделкам внутри холдинга. Вместе с уголовно-правовой командой он защищает руководителей компаний, когда налоговая проверка перерастает в уголовное дело.',
        'В коллегии с 2007 года, партнёр с 2015 года. Окончил факультет права НИУ «Высшая школа экономики», где сейчас преподаёт на магистерской программе по налоговому праву.',
      ],
      [
        'Alexey Kuznetsov heads the firm’s tax practice. He acts for clients at every stage of a tax dispute, from the field audit and pre-trial appeal to the higher tax authority through to the Economic Disputes Chamber of the Supreme Court of the Russian Federation.',
        'He knows the tax authorities from the inside: before joining the Bar he spent four years in the legal department of the Federal Tax Service. His cases concern unjustified tax benefits under Article 54.1 of the Tax Code, transfer pricing, the taxation of controlled foreign companies, VAT refunds and additional assessments on intra-group transactions. Together with the criminal defence team he defends executives when a tax audit turns into a criminal case.',
        'He joined the firm in 2007 and became a partner in 2015. He graduated from the Faculty of Law of HSE University, where he now teaches on the master’s programme in tax law.',
      ],
    ),
    education: [edu(uni.hse, 2002), edu(uni.hseMaster, 2004)],
    qualification: advocate(2006),
    languages: lang.en,
    ratings: [
      { source: chambers, text: t('Band 2, Налоговое право', 'Band 2, Tax') },
      {
        source: pravo300,
        text: t('Первая группа, Налоговые споры', 'Tier 1, Tax Disputes'),
      },
      { source: bestLawyers, text: t('Налоговое право, Москва', 'Tax Law, Moscow') },
    ],
    recognition: [
      t(
        'Преподаватель магистерской программы по налоговому праву НИУ ВШЭ',
        'Lecturer on the master’s programme in tax law at HSE University',
      ),
    ],
    recentExperience: [
      t(
        'Отмена решения по выездной проверке нефтесервисной компании с доначислениями на 2,1 млрд рублей в апелляционной и кассационной инстанциях',
        'Overturning, on appeal and in cassation, a field audit decision assessing RUB 2.1 billion of additional tax against an oilfield services company',
      ),
      t(
        'Защита федеральной розничной сети в споре о трансфертном ценообразовании по сделкам с иностранным поставщиком',
        'Defending a national retail chain in a transfer pricing dispute over transactions with a foreign supplier',
      ),
      t(
        'Прекращение уголовного дела об уклонении от уплаты налогов в отношении финансового директора после отмены доначислений в арбитражном суде',
        'Securing the termination of a tax evasion case against a finance director after the underlying assessment was set aside by the commercial court',
      ),
    ],
  },
  {
    key: 'morozova',
    name: t('Морозова Ольга Дмитриевна', 'Olga Morozova'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['intellectual-property'],
    sectors: ['technology', 'media'],
    bio: p(
      [
        'Ольга Дмитриевна Морозова руководит практикой интеллектуальной собственности. Она защищает права технологических и медийных компаний, производителей потребительских товаров и фармацевтических компаний на товарные знаки, патенты, программное обеспечение и контент.',
        'Ольга Дмитриевна ведёт дела в Суде по интеллектуальным правам, арбитражных судах и Палате по патентным спорам: о незаконном использовании товарных знаков и параллельном импорте, о нарушении патентов на изобретения, о защите исключительных прав на программы для ЭВМ и базы данных. Она также сопровождает лицензионные сделки, передачу прав на технологии и блокировку пиратских ресурсов в порядке, предусмотренном законом об информации.',
        'Окончила юридический факультет МГУ и Российскую школу частного права. Патентный поверенный Российской Федерации. В коллегии с 2008 года, партнёр с 2016 года.',
      ],
      [
        'Olga Morozova heads the intellectual property practice. She protects the trademarks, patents, software and content of technology and media companies, consumer goods manufacturers and pharmaceutical businesses.',
        'She litigates before the Intellectual Property Court, the commercial courts and the Chamber for Patent Disputes in cases on trademark infringement and parallel imports, infringement of invention patents and the protection of exclusive rights in software and databases. She also advises on licensing deals and technology transfers and obtains the blocking of pirate websites under the Information Act procedure.',
        'She graduated from the Faculty of Law of Lomonosov Moscow State University and the Russian School of Private Law. She is a registered Russian patent attorney. She joined the firm in 2008 and became a partner in 2016.',
      ],
    ),
    education: [edu(uni.msu, 2001), edu(uni.rspl, 2003)],
    qualification: t(
      'Адвокат Адвокатской палаты г. Москвы с 2005 года; патентный поверенный Российской Федерации',
      'Member of the Moscow Bar since 2005; registered Russian patent attorney',
    ),
    languages: lang.de,
    ratings: [
      {
        source: legal500,
        text: t(
          'Ведущий юрист (Leading Individual), Интеллектуальная собственность',
          'Leading Individual, Intellectual Property',
        ),
      },
      {
        source: whosWho,
        text: t('Товарные знаки: рекомендуемый юрист', 'Trademarks: Recommended'),
      },
    ],
    recognition: [
      t('Патентный поверенный Российской Федерации', 'Registered Russian patent attorney'),
      t(
        'Член научно-консультативного совета при Суде по интеллектуальным правам',
        'Member of the Academic Advisory Council of the Intellectual Property Court',
      ),
    ],
    recentExperience: [
      t(
        'Взыскание компенсации за незаконное использование товарного знака производителя бытовой техники с изъятием контрафактной продукции из оборота',
        'Recovering statutory compensation for infringement of a home appliance maker’s trademark and removing counterfeit goods from circulation',
      ),
      t(
        'Защита патента на полезную модель разработчика медицинского оборудования в Суде по интеллектуальным правам',
        'Defending a medical device developer’s utility model patent before the Intellectual Property Court',
      ),
    ],
  },
  {
    key: 'lebedev',
    name: t('Лебедев Максим Олегович', 'Maxim Lebedev'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['antitrust', 'retail-fmcg'],
    sectors: ['retail', 'agriculture'],
    bio: p(
      [
        'Максим Олегович Лебедев руководит антимонопольной практикой и отраслевой группой по рознице и FMCG. Он консультирует производителей, дистрибьюторов и торговые сети по вопросам ценообразования, дистрибуции и взаимоотношений с поставщиками в рамках закона о торговой деятельности.',
        'До прихода в коллегию Максим Олегович шесть лет работал в центральном аппарате Федеральной антимонопольной службы и хорошо знает логику антимонопольного регулятора. Он представляет клиентов в делах о нарушении антимонопольного законодательства и картелях, при проверках ФАС, в спорах об оспаривании решений и штрафов, а также получает согласия на экономическую концентрацию и разрабатывает системы антимонопольного комплаенса.',
        'Работает в коллегии с 2010 года, партнёр с 2017 года. Окончил факультет права НИУ ВШЭ. Член экспертного совета по развитию конкуренции в сфере розничной торговли.',
      ],
      [
        'Maxim Lebedev heads the competition practice and the retail and FMCG industry group. He advises manufacturers, distributors and retail chains on pricing, distribution and supplier relations under the Trade Act.',
        'Before joining the firm he spent six years at the headquarters of the Federal Antimonopoly Service and understands the regulator’s reasoning well. He represents clients in antitrust infringement and cartel cases and during FAS inspections, challenges decisions and fines, obtains merger clearances and designs antitrust compliance programmes.',
        'He joined the firm in 2010 and became a partner in 2017. He is a graduate of the Faculty of Law of HSE University and a member of the expert council on the development of competition in retail trade.',
      ],
    ),
    education: [edu(uni.hse, 2003)],
    qualification: advocate(2010),
    languages: lang.en,
    ratings: [
      {
        source: chambers,
        text: t('Band 3, Антимонопольное право', 'Band 3, Competition/Antitrust'),
      },
      {
        source: legal500,
        text: t(
          'Рекомендуемый юрист, Антимонопольное право',
          'Recommended lawyer, EU and Competition',
        ),
      },
    ],
    recognition: [
      t(
        'Член экспертного совета по развитию конкуренции в сфере розничной торговли',
        'Member of the expert council on the development of competition in retail trade',
      ),
    ],
    recentExperience: [
      t(
        'Отмена решения ФАС России о картельном сговоре на торгах и штрафа в отношении производителя продуктов питания',
        'Overturning an FAS decision finding a bid-rigging cartel and the fine imposed on a food manufacturer',
      ),
      t(
        'Получение согласия ФАС России на приобретение региональной сети супермаркетов федеральным ритейлером',
        'Obtaining FAS clearance for a national retailer’s acquisition of a regional supermarket chain',
      ),
      t(
        'Разработка системы антимонопольного комплаенса для группы компаний — производителя напитков',
        'Designing an antitrust compliance programme for a beverage manufacturing group',
      ),
    ],
  },
]

const partnersC: Draft[] = [
  {
    key: 'novikova',
    name: t('Новикова Татьяна Андреевна', 'Tatiana Novikova'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['real-estate-construction'],
    sectors: ['construction'],
    bio: p(
      [
        'Татьяна Андреевна Новикова руководит практикой недвижимости и строительства. Она сопровождает девелоперов, инвесторов, генеральных подрядчиков и собственников коммерческой недвижимости на всём жизненном цикле проекта — от приобретения земельного участка и получения разрешительной документации до ввода объекта в эксплуатацию и споров по итогам строительства.',
        'Татьяна Андреевна ведёт споры из договоров строительного подряда и EPC-контрактов, о качестве работ и взыскании неустоек, о сносе самовольных построек и об оспаривании кадастровой стоимости, а также представляет клиентов в спорах с органами власти о предоставлении земельных участков и комплексном развитии территорий. В транзакционной практике она структурирует сделки с офисными, складскими и торговыми объектами.',
        'Окончила Университет имени О. Е. Кутафина (МГЮА) и программу MBA по девелопменту в РАНХиГС. В коллегии с 2006 года, партнёр с 2015 года.',
      ],
      [
        'Tatiana Novikova heads the real estate and construction practice. She advises developers, investors, general contractors and owners of commercial property throughout the life of a project, from acquiring the land plot and obtaining permits to commissioning and post-completion disputes.',
        'She litigates disputes under construction and EPC contracts over defective works and liquidated damages, cases on the demolition of unauthorised structures and challenges to cadastral valuations, and represents clients in disputes with public authorities over land allocation and integrated area development. On the transactional side she structures deals involving office, warehouse and retail properties.',
        'She graduated from Kutafin Moscow State Law University and completed an MBA in real estate development at RANEPA. She joined the firm in 2006 and became a partner in 2015.',
      ],
    ),
    education: [
      edu(uni.msal, 2000),
      t(
        'РАНХиГС, программа MBA «Девелопмент недвижимости», 2011',
        'RANEPA, MBA in Real Estate Development, 2011',
      ),
    ],
    qualification: advocate(2004),
    languages: lang.en,
    ratings: [
      {
        source: legal500,
        text: t(
          'Ведущий юрист (Leading Individual), Недвижимость и строительство',
          'Leading Individual, Real Estate and Construction',
        ),
      },
      {
        source: pravo300,
        text: t(
          'Первая группа, Недвижимость, земля, строительство',
          'Tier 1, Real Estate, Land and Construction',
        ),
      },
    ],
    recognition: [
      t(
        'Член комитета по строительству Московской торгово-промышленной палаты',
        'Member of the construction committee of the Moscow Chamber of Commerce and Industry',
      ),
    ],
    recentExperience: [
      t(
        'Защита генерального подрядчика в споре с заказчиком о взыскании 2,7 млрд рублей неустойки за нарушение сроков строительства логистического комплекса',
        'Defending a general contractor against a RUB 2.7 billion liquidated damages claim for delay in building a logistics complex',
      ),
      t(
        'Сопровождение приобретения портфеля складской недвижимости в Московской области международным инвестиционным фондом',
        'Advising an international investment fund on the acquisition of a warehouse portfolio in the Moscow Region',
      ),
      t(
        'Снижение кадастровой стоимости бизнес-центра в Москве почти вдвое с пересчётом налога на имущество за три года',
        'Cutting the cadastral value of a Moscow business centre almost by half, with property tax recalculated for three years',
      ),
    ],
  },
  {
    key: 'pavlov',
    name: t('Павлов Игорь Константинович', 'Igor Pavlov'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['natural-resources-energy', 'agriculture'],
    sectors: ['energy', 'agriculture'],
    bio: p(
      [
        'Игорь Константинович Павлов руководит отраслевыми группами по энергетике и природным ресурсам и по агропромышленному комплексу. Его клиенты — нефтегазовые и генерирующие компании, горнодобывающие холдинги, производители сельскохозяйственной продукции и трейдеры зерна.',
        'Игорь Константинович консультирует по вопросам недропользования и лицензирования, договорам на поставку энергоносителей и присоединению к сетям, сделкам с месторождениями и сельскохозяйственными землями. Он представляет клиентов в спорах с Роснедрами и Росприроднадзором о досрочном прекращении лицензий и возмещении экологического вреда, а также в спорах о поставках зерна и удобрений, включая экспортные контракты.',
        'Окончил юридический факультет МГУ и магистратуру Центра энергетического права и политики Университета Данди (Великобритания). В коллегии с 2005 года, партнёр с 2012 года.',
      ],
      [
        'Igor Pavlov heads the energy and natural resources and the agribusiness industry groups. His clients include oil and gas and power generation companies, mining groups, agricultural producers and grain traders.',
        'He advises on subsoil use and licensing, energy supply and grid connection agreements, and transactions involving deposits and agricultural land. He represents clients in disputes with the Federal Subsoil Resources Management Agency and the environmental regulator over the early termination of licences and environmental damage, and in disputes over the supply of grain and fertilisers, including export contracts.',
        'He graduated from the Faculty of Law of Lomonosov Moscow State University and holds an LLM from the Centre for Energy, Petroleum and Mineral Law and Policy at the University of Dundee. He joined the firm in 2005 and became a partner in 2012.',
      ],
    ),
    education: [
      edu(uni.msu, 1995),
      t(
        'Университет Данди (Великобритания), LLM в области энергетического права, 2000',
        'University of Dundee (CEPMLP), LLM in Energy Law and Policy, 2000',
      ),
    ],
    qualification: advocate(1998),
    languages: lang.en,
    ratings: [
      {
        source: chambers,
        text: t('Band 2, Энергетика и природные ресурсы', 'Band 2, Energy & Natural Resources'),
      },
      {
        source: kommersant,
        text: t('Лучшие юристы: энергетика', 'Top lawyers: Energy'),
      },
    ],
    recognition: [
      t(
        'Член комитета по энергетической политике Российского союза промышленников и предпринимателей',
        'Member of the energy policy committee of the Russian Union of Industrialists and Entrepreneurs',
      ),
      t('Соавтор комментария к закону «О недрах»', 'Co-author of a commentary on the Subsoil Act'),
    ],
    recentExperience: [
      t(
        'Сохранение лицензии на разработку золоторудного месторождения: решение о досрочном прекращении права пользования недрами признано незаконным',
        'Saving a gold deposit licence: the decision to terminate the subsoil use right early was held unlawful',
      ),
      t(
        'Сопровождение приобретения агрохолдингом 40 тысяч гектаров сельскохозяйственных земель в Черноземье',
        'Advising an agricultural group on the acquisition of 40,000 hectares of farmland in the Black Earth region',
      ),
      t(
        'Защита генерирующей компании в споре о взыскании стоимости мощности по договору на оптовом рынке',
        'Defending a power generation company in a dispute over capacity payments under a wholesale market contract',
      ),
    ],
  },
  {
    key: 'zaitseva',
    name: t('Зайцева Анна Михайловна', 'Anna Zaitseva'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['pharma-healthcare'],
    sectors: ['pharma'],
    bio: p(
      [
        'Анна Михайловна Зайцева руководит отраслевой группой по фармацевтике и здравоохранению. Она консультирует российских и международных производителей лекарственных средств и медицинских изделий, дистрибьюторов, аптечные сети и частные клиники.',
        'Анна Михайловна сопровождает регистрацию лекарственных препаратов и медицинских изделий, ценообразование на препараты из перечня ЖНВЛП, участие в государственных закупках и локализацию производства, включая специальные инвестиционные контракты. Она ведёт споры с Росздравнадзором и заказчиками по госконтрактам, а также споры о принудительном лицензировании и защите данных регистрационного досье.',
        'Окончила факультет права НИУ ВШЭ и магистратуру Королевского колледжа Лондона по праву в сфере медицины. В коллегии с 2009 года, партнёр с 2018 года. Член рабочей группы по правовому регулированию обращения лекарственных средств при отраслевой ассоциации.',
      ],
      [
        'Anna Zaitseva heads the pharmaceuticals and healthcare industry group. She advises Russian and international manufacturers of medicines and medical devices, distributors, pharmacy chains and private clinics.',
        'She handles the registration of medicines and medical devices, pricing of drugs on the essential medicines list, public procurement and localisation of production, including special investment contracts. She litigates against the healthcare regulator Roszdravnadzor and contracting authorities under state contracts, and in disputes over compulsory licensing and the protection of registration dossier data.',
        'She graduated from the Faculty of Law of HSE University and holds a master’s degree in medical law from King’s College London. She joined the firm in 2009 and became a partner in 2018. She is a member of an industry association working group on the regulation of medicines.',
      ],
    ),
    education: [
      edu(uni.hse, 2004),
      t(
        'Королевский колледж Лондона (King’s College London), LLM в области медицинского права, 2008',
        'King’s College London, LLM in Medical Law, 2008',
      ),
    ],
    qualification: advocate(2007),
    languages: lang.de,
    ratings: [
      {
        source: legal500,
        text: t(
          'Ведущий юрист (Leading Individual), Фармацевтика и здравоохранение',
          'Leading Individual, Healthcare and Life Sciences',
        ),
      },
      {
        source: pravo300,
        text: t('Первая группа, Фармацевтика и здравоохранение', 'Tier 1, Pharma and Healthcare'),
      },
    ],
    recognition: [
      t(
        'Член рабочей группы по регулированию обращения лекарственных средств отраслевой ассоциации производителей',
        'Member of the pharmaceutical regulation working group of a manufacturers’ association',
      ),
    ],
    recentExperience: [
      t(
        'Сопровождение специального инвестиционного контракта на локализацию производства онкологических препаратов',
        'Advising on a special investment contract for localising the production of oncology drugs',
      ),
      t(
        'Отмена решения Росздравнадзора о приостановлении обращения медицинского изделия иностранного производителя',
        'Overturning a Roszdravnadzor decision suspending the circulation of a foreign manufacturer’s medical device',
      ),
    ],
  },
  {
    key: 'fedorov',
    name: t('Фёдоров Павел Геннадьевич', 'Pavel Fedorov'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['criminal-defence'],
    sectors: ['banking-finance', 'construction'],
    bio: p(
      [
        'Павел Геннадьевич Фёдоров руководит практикой уголовно-правовой защиты. Он защищает собственников и руководителей компаний по делам о мошенничестве, растрате, злоупотреблении полномочиями, налоговых преступлениях и преступлениях в сфере банкротства, а также представляет компании как потерпевших.',
        'Павел Геннадьевич работает с делом с самых ранних стадий — с доследственной проверки, обысков и допросов — и добивается отказа в возбуждении уголовного дела, прекращения преследования или переквалификации обвинения. Он выступает в судах первой инстанции, в том числе с участием присяжных заседателей, а также в апелляционных и кассационных судах общей юрисдикции и в Верховном Суде Российской Федерации.',
        'До перехода в адвокатуру семь лет служил в органах прокуратуры, поддерживал государственное обвинение по экономическим делам. В коллегии с 2003 года, партнёр с 2012 года. Окончил Университет имени О. Е. Кутафина (МГЮА).',
      ],
      [
        'Pavel Fedorov heads the criminal defence practice. He defends business owners and executives in cases of fraud, embezzlement, abuse of authority, tax offences and insolvency-related crimes, and represents companies as victims.',
        'He works on a case from its earliest stages, from pre-investigation checks, searches and interviews, seeking refusals to open a case, termination of the prosecution or reclassification of the charges. He appears before trial courts, including jury trials, and before the appellate and cassation courts of general jurisdiction and the Supreme Court of the Russian Federation.',
        'Before joining the Bar he spent seven years at the prosecutor’s office, where he prosecuted economic crimes at trial. He joined the firm in 2003 and became a partner in 2012. He is a graduate of Kutafin Moscow State Law University.',
      ],
    ),
    education: [edu(uni.msal, 1996)],
    qualification: advocate(2003),
    languages: lang.en,
    ratings: [
      {
        source: pravo300,
        text: t('Первая группа, Уголовное право', 'Tier 1, Criminal Law'),
      },
      {
        source: kommersant,
        text: t(
          'Лучшие юристы: уголовное право, защита бизнеса',
          'Top lawyers: Criminal Law, Business Defence',
        ),
      },
      {
        source: bestLawyers,
        text: t('Уголовная защита по экономическим делам, Москва', 'White-Collar Crime, Moscow'),
      },
    ],
    recognition: [
      t(
        'Благодарность Адвокатской палаты г. Москвы за защиту профессиональных прав адвокатов',
        'Commendation of the Moscow Bar Chamber for protecting advocates’ professional rights',
      ),
    ],
    recentExperience: [
      t(
        'Прекращение уголовного дела о мошенничестве в особо крупном размере в отношении владельца строительной компании на стадии предварительного следствия',
        'Securing the termination at the pre-trial stage of a large-scale fraud case against the owner of a construction company',
      ),
      t(
        'Оправдательный приговор в отношении заместителя председателя правления банка по делу о растрате, оставленный в силе апелляционным судом',
        'Securing the acquittal of a deputy chairman of a bank’s management board on embezzlement charges, upheld on appeal',
      ),
      t(
        'Защита интересов промышленной компании как потерпевшей по делу о хищении её активов бывшим менеджментом с возмещением ущерба',
        'Representing an industrial company as the victim in a case of asset theft by former management, with the damage compensated',
      ),
    ],
  },
  {
    key: 'egorova',
    name: t('Егорова Мария Владимировна', 'Maria Egorova'),
    role: 'partner',
    roleLabel: t('Партнёр', 'Partner'),
    practices: ['labour-disputes', 'corporate-disputes'],
    sectors: ['technology', 'retail'],
    bio: p(
      [
        'Мария Владимировна Егорова руководит практикой трудовых споров и участвует в работе группы по корпоративным спорам. Её специализация — конфликты с участием топ-менеджмента, где трудовое право пересекается с корпоративным: увольнение генеральных директоров, взыскание с них убытков, споры о бонусах, опционах и «золотых парашютах».',
        'Мария Владимировна представляет работодателей в спорах о восстановлении на работе, о защите коммерческой тайны и о переманивании сотрудников, сопровождает сокращения численности персонала и реорганизации, а также консультирует по трудовым аспектам сделок M&A. В корпоративных спорах она ведёт дела о привлечении директоров к ответственности и об оспаривании решений органов управления.',
        'Окончила юридический факультет Санкт-Петербургского государственного университета и Российскую школу частного права. В коллегии с 2008 года, партнёр с 2019 года.',
      ],
      [
        'Maria Egorova heads the employment disputes practice and is part of the corporate disputes group. She focuses on conflicts involving senior management where employment and corporate law intersect: the dismissal of chief executives, damages claims against them, and disputes over bonuses, options and golden parachutes.',
        'She represents employers in reinstatement claims, trade secret and employee poaching disputes, advises on redundancy programmes and reorganisations, and covers the employment aspects of M&A deals. In corporate disputes she handles claims against directors and challenges to the decisions of management bodies.',
        'She graduated from the Faculty of Law of Saint Petersburg State University and the Russian School of Private Law. She joined the firm in 2008 and became a partner in 2019.',
      ],
    ),
    education: [edu(uni.spbu, 2002), edu(uni.rspl, 2005)],
    qualification: advocate(2006),
    languages: lang.fr,
    ratings: [
      {
        source: legal500,
        text: t(
          'Ведущий юрист (Leading Individual), Трудовое право',
          'Leading Individual, Labour and Employment',
        ),
      },
      {
        source: pravo300,
        text: t('Вторая группа, Трудовое и миграционное право', 'Tier 2, Employment and Migration'),
      },
    ],
    recognition: [
      t(
        'Член Комиссии по трудовому праву Ассоциации юристов России',
        'Member of the Employment Law Commission of the Association of Lawyers of Russia',
      ),
    ],
    recentExperience: [
      t(
        'Взыскание с бывшего генерального директора технологической компании 640 млн рублей убытков, причинённых невыгодными сделками',
        'Recovering RUB 640 million in damages from the former CEO of a technology company for loss-making transactions',
      ),
      t(
        'Защита федеральной торговой сети в серии исков о восстановлении на работе после реорганизации региональных подразделений',
        'Defending a national retail chain against a series of reinstatement claims after the reorganisation of regional divisions',
      ),
      t(
        'Отказ в иске бывшего топ-менеджера о выплате компенсации по «золотому парашюту» на 180 млн рублей',
        'Defeating a former senior executive’s RUB 180 million golden parachute claim',
      ),
    ],
  },
]

const partners: Draft[] = [...partnersA, ...partnersB, ...partnersC]

// ---------------------------------------------------------------------------------------------
// Counsel
// ---------------------------------------------------------------------------------------------

const counsel: Draft[] = [
  {
    key: 'kiselev',
    name: t('Киселёв Артём Сергеевич', 'Artem Kiselev'),
    role: 'counsel',
    roleLabel: t('Советник', 'Counsel'),
    practices: ['commercial-disputes', 'bankruptcy'],
    sectors: ['banking-finance', 'insurance'],
    bio: p(
      [
        'Артём Сергеевич Киселёв — советник практики коммерческих споров и банкротства. Он ведёт споры о взыскании задолженности по кредитным и лизинговым договорам, о страховом возмещении и исполнении независимых гарантий, а в делах о несостоятельности представляет банки и лизинговые компании.',
        'Артём Сергеевич начинал в коллегии в 2009 году помощником адвоката и прошёл путь до советника. За это время он провёл более двухсот дел в арбитражных судах Московского округа и регионов и регулярно выступает в Судебной коллегии по экономическим спорам Верховного Суда. Его сильная сторона — обеспечительные меры и работа с доказательствами в спорах со сложной финансовой структурой.',
      ],
      [
        'Artem Kiselev is counsel in the commercial disputes and insolvency practice. He handles claims under loan and lease agreements, insurance recoveries and demand guarantees, and represents banks and leasing companies in insolvency proceedings.',
        'He joined the firm as a trainee in 2009 and rose to counsel. Since then he has conducted more than two hundred cases before the commercial courts of the Moscow circuit and the regions and regularly appears before the Economic Disputes Chamber of the Supreme Court. His strengths are interim relief and handling evidence in disputes with complex financial structures.',
      ],
    ),
    education: [edu(uni.msal, 2008), edu(uni.rspl, 2011)],
    qualification: advocate(2011),
    languages: lang.en,
    recentExperience: [
      t(
        'Взыскание с гаранта 1,3 млрд рублей по независимой гарантии, обеспечивавшей исполнение договора поставки оборудования',
        'Recovering RUB 1.3 billion from a guarantor under a demand guarantee securing an equipment supply contract',
      ),
      t(
        'Включение требований лизинговой компании в реестр кредиторов перевозчика с сохранением залогового приоритета',
        'Admitting a leasing company’s claims to a carrier’s register of creditors with its secured priority preserved',
      ),
    ],
  },
  {
    key: 'romanova',
    name: t('Романова Екатерина Викторовна', 'Ekaterina Romanova'),
    role: 'counsel',
    roleLabel: t('Советник', 'Counsel'),
    practices: ['international-arbitration', 'international-sanctions'],
    sectors: ['energy', 'transport-logistics'],
    bio: p(
      [
        'Екатерина Викторовна Романова — советник практики международного арбитража. Она специализируется на спорах, осложнённых санкциями: о неисполнении внешнеторговых контрактов, о форс-мажоре и прекращении договоров в связи с ограничительными мерами, о судьбе заблокированных платежей.',
        'Екатерина Викторовна представляет клиентов в арбитражах ICC, LCIA, SIAC и Гонконгского международного арбитражного центра, а также в российских государственных судах при переносе споров в российскую юрисдикцию. Параллельно она консультирует по санкционному комплаенсу в сделках с контрагентами из третьих стран.',
        'Окончила МГИМО и магистерскую программу по урегулированию международных споров Женевской академии. В коллегии с 2012 года, советник с 2021 года.',
      ],
      [
        'Ekaterina Romanova is counsel in the international arbitration practice. She specialises in disputes complicated by sanctions: non-performance of foreign trade contracts, force majeure and termination due to restrictive measures, and the fate of blocked payments.',
        'She represents clients in ICC, LCIA, SIAC and HKIAC arbitrations and before Russian state courts when disputes are moved into Russian jurisdiction. She also advises on sanctions compliance in transactions with counterparties from third countries.',
        'She graduated from MGIMO University and the Geneva LLM in International Dispute Settlement (MIDS). She joined the firm in 2012 and became counsel in 2021.',
      ],
    ),
    education: [
      edu(uni.mgimo, 2009),
      t(
        'Женевская академия международного гуманитарного права и прав человека, LLM (MIDS), 2011',
        'Geneva LLM in International Dispute Settlement (MIDS), 2011',
      ),
    ],
    qualification: advocate(2014),
    languages: lang.fr,
    recentExperience: [
      t(
        'Представление интересов российского грузоотправителя в арбитраже SIAC против азиатского фрахтователя по спору о неоплате фрахта',
        'Acting for a Russian shipper in a SIAC arbitration against an Asian charterer over unpaid freight',
      ),
      t(
        'Перенос в российский арбитражный суд спора с европейским поставщиком турбин, рассматривавшегося в арбитраже ICC',
        'Moving a dispute with a European turbine supplier from ICC arbitration to a Russian commercial court',
      ),
      t(
        'Санкционный анализ цепочки поставок оборудования для энергетического проекта в третьей стране',
        'Sanctions review of the equipment supply chain for an energy project in a third country',
      ),
    ],
  },
  {
    key: 'vinogradov',
    name: t('Виноградов Денис Александрович', 'Denis Vinogradov'),
    role: 'counsel',
    roleLabel: t('Советник', 'Counsel'),
    practices: ['tax-disputes', 'corporate-disputes'],
    sectors: ['energy'],
    bio: p(
      [
        'Денис Александрович Виноградов — советник налоговой практики. Он ведёт налоговые споры промышленных и энергетических компаний, сопровождает выездные проверки и консультирует по налоговым последствиям реструктуризаций и сделок с долями.',
        'Денис Александрович особенно часто работает на стыке налогового и корпоративного права: защищает интересы компаний и участников в спорах о распределении налоговых рисков по договорам купли-продажи бизнеса, о взыскании с директоров убытков в размере доначисленных налогов и о налогообложении дивидендов и выплат при выходе из общества.',
        'Окончил факультет права и магистратуру НИУ ВШЭ. В коллегии с 2010 года, советник с 2020 года.',
      ],
      [
        'Denis Vinogradov is counsel in the tax practice. He handles tax disputes for industrial and energy companies, supports clients through field audits and advises on the tax consequences of restructurings and share deals.',
        'Much of his work lies where tax and corporate law meet: he acts for companies and shareholders in disputes over the allocation of tax risks under business sale agreements, claims against directors for losses equal to additional tax assessments, and the taxation of dividends and exit payments.',
        'He holds a law degree and a master’s degree from HSE University. He joined the firm in 2010 and became counsel in 2020.',
      ],
    ),
    education: [edu(uni.hse, 2007), edu(uni.hseMaster, 2009)],
    qualification: advocate(2010),
    languages: lang.de,
    recentExperience: [
      t(
        'Отмена доначислений на 870 млн рублей энергосбытовой компании по эпизоду с дроблением бизнеса',
        'Overturning RUB 870 million of additional tax assessed against an energy retailer on business-splitting grounds',
      ),
      t(
        'Взыскание с продавца бизнеса компенсации налоговых потерь покупателя по заверениям об обстоятельствах',
        'Recovering the buyer’s tax losses from the seller of a business under warranties',
      ),
    ],
  },
  {
    key: 'tikhonova',
    name: t('Тихонова Алина Олеговна', 'Alina Tikhonova'),
    role: 'counsel',
    roleLabel: t('Советник', 'Counsel'),
    practices: ['intellectual-property', 'pharma-healthcare'],
    sectors: ['pharma', 'technology'],
    bio: p(
      [
        'Алина Олеговна Тихонова — советник практики интеллектуальной собственности. Её специализация — патентные споры в фармацевтике и медицинской технике: о нарушении патентов на действующие вещества и составы, о выводе на рынок дженериков и биоаналогов, о досрочном прекращении охраны.',
        'Алина Олеговна представляет клиентов в Суде по интеллектуальным правам, в Палате по патентным спорам и в арбитражных судах, готовит заключения о свободе использования технологий и сопровождает лицензионные соглашения между разработчиками и производителями. Она также патентный поверенный Российской Федерации.',
        'Окончила юридический факультет МГУ и Российскую школу частного права. В коллегии с 2013 года, советник с 2022 года.',
      ],
      [
        'Alina Tikhonova is counsel in the intellectual property practice. She specialises in patent disputes in the pharmaceutical and medical technology sectors: infringement of patents on active substances and formulations, market entry of generics and biosimilars, and early termination of protection.',
        'She represents clients before the Intellectual Property Court, the Chamber for Patent Disputes and the commercial courts, prepares freedom-to-operate opinions and advises on licensing agreements between developers and manufacturers. She is also a registered Russian patent attorney.',
        'She graduated from the Faculty of Law of Lomonosov Moscow State University and the Russian School of Private Law. She joined the firm in 2013 and became counsel in 2022.',
      ],
    ),
    education: [edu(uni.msu, 2010), edu(uni.rspl, 2012)],
    qualification: t(
      'Адвокат Адвокатской палаты г. Москвы с 2015 года; патентный поверенный Российской Федерации',
      'Member of the Moscow Bar since 2015; registered Russian patent attorney',
    ),
    languages: lang.de,
    recentExperience: [
      t(
        'Защита патента на комбинированный препарат от преждевременного вывода на рынок воспроизведённого лекарственного средства',
        'Defending a patent on a combination drug against the premature market entry of a generic',
      ),
      t(
        'Заключение о свободе использования технологии производства биоаналога для российского производителя',
        'Freedom-to-operate opinion on a biosimilar manufacturing technology for a Russian producer',
      ),
    ],
  },
  {
    key: 'markov',
    name: t('Марков Илья Борисович', 'Ilya Markov'),
    role: 'counsel',
    roleLabel: t('Советник', 'Counsel'),
    practices: ['criminal-defence', 'dispute-resolution'],
    sectors: ['banking-finance'],
    bio: p(
      [
        'Илья Борисович Марков — советник практики уголовно-правовой защиты. Он защищает руководителей и сотрудников компаний по делам об экономических преступлениях и координирует работу уголовно-правовой и судебной команд, когда уголовное дело становится инструментом корпоративного или коммерческого конфликта.',
        'Илья Борисович сопровождает клиентов при обысках и выемках, на допросах и очных ставках, обжалует действия следствия и меры пресечения, добивается снятия арестов с имущества компаний. В гражданских процессах он ведёт споры о возмещении ущерба, причинённого преступлением, и о взыскании убытков с лиц, против которых возбуждены уголовные дела.',
        'Окончил Университет имени О. Е. Кутафина (МГЮА). В коллегии с 2008 года, советник с 2018 года.',
      ],
      [
        'Ilya Markov is counsel in the criminal defence practice. He defends executives and employees in economic crime cases and coordinates the criminal and litigation teams when a criminal case becomes a weapon in a corporate or commercial conflict.',
        'He supports clients during searches and seizures, interviews and confrontations, challenges investigative actions and pre-trial restrictions, and secures the release of company property from arrest. In civil proceedings he pursues claims for damage caused by crime and damages claims against persons facing criminal charges.',
        'He is a graduate of Kutafin Moscow State Law University. He joined the firm in 2008 and became counsel in 2018.',
      ],
    ),
    education: [edu(uni.msal, 2006), edu(uni.ranepa, 2012)],
    qualification: advocate(2009),
    languages: lang.en,
    recentExperience: [
      t(
        'Снятие ареста с имущества банка на 4,5 млрд рублей, наложенного в рамках уголовного дела в отношении бывшего акционера',
        'Lifting an arrest over RUB 4.5 billion of a bank’s property imposed in a criminal case against a former shareholder',
      ),
      t(
        'Изменение меры пресечения с заключения под стражу на домашний арест для финансового директора девелоперской компании',
        'Replacing pre-trial detention with house arrest for the finance director of a development company',
      ),
    ],
  },
  {
    key: 'polyakova',
    name: t('Полякова Светлана Игоревна', 'Svetlana Polyakova'),
    role: 'counsel',
    roleLabel: t('Советник', 'Counsel'),
    practices: ['corporate-ma', 'real-estate-construction'],
    sectors: ['construction', 'retail'],
    bio: p(
      [
        'Светлана Игоревна Полякова — советник корпоративной практики. Она сопровождает сделки по приобретению и продаже компаний и объектов коммерческой недвижимости, совместные предприятия девелоперов и инвесторов, а также внутригрупповые реструктуризации.',
        'Светлана Игоревна проводит юридические проверки, готовит договоры купли-продажи долей и акций, корпоративные договоры и опционные соглашения, сопровождает получение согласий ФАС и Правительственной комиссии. Её опыт в сделках с недвижимостью особенно востребован при покупке торговых центров и складских комплексов через приобретение компаний-собственников.',
        'Окончила МГИМО и магистратуру РАНХиГС. В коллегии с 2011 года, советник с 2022 года.',
      ],
      [
        'Svetlana Polyakova is counsel in the corporate practice. She advises on acquisitions and disposals of companies and commercial real estate, joint ventures between developers and investors, and intra-group restructurings.',
        'She runs due diligence exercises, drafts share purchase agreements, shareholders’ agreements and option agreements, and obtains clearances from the FAS and the Government Commission. Her real estate experience is particularly valued in acquisitions of shopping centres and warehouse complexes through the purchase of their owning companies.',
        'She graduated from MGIMO University and holds a master’s degree from RANEPA. She joined the firm in 2011 and became counsel in 2022.',
      ],
    ),
    education: [edu(uni.mgimo, 2008), edu(uni.ranepa, 2010)],
    qualification: advocate(2012),
    languages: lang.es,
    recentExperience: [
      t(
        'Сопровождение покупки торгового центра в Екатеринбурге через приобретение 100% долей компании-собственника',
        'Advising on the purchase of a shopping centre in Yekaterinburg through the acquisition of 100% of its owning company',
      ),
      t(
        'Структурирование совместного предприятия девелопера и банка для реализации проекта комплексного развития территории',
        'Structuring a joint venture between a developer and a bank for an integrated area development project',
      ),
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Advisors
// ---------------------------------------------------------------------------------------------

const advisorLabel = t('Эксперт-консультант', 'Advisor')

const advisors: Draft[] = [
  {
    key: 'berezin',
    name: t('Березин Виктор Николаевич', 'Viktor Berezin'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['commercial-disputes', 'bankruptcy'],
    bio: p(
      [
        'Виктор Николаевич Березин — судья Высшего Арбитражного Суда Российской Федерации в отставке. Более двадцати лет он рассматривал экономические споры, в том числе в составе Президиума ВАС РФ, и участвовал в подготовке постановлений Пленума по вопросам договорного права и банкротства.',
        'В коллегии Виктор Николаевич консультирует команды по наиболее сложным процессуальным вопросам, готовит научно-практические заключения для представления в суд и проводит «пробные слушания» перед выступлениями в Верховном Суде Российской Федерации.',
      ],
      [
        'Viktor Berezin is a retired judge of the Supreme Arbitrazh Court of the Russian Federation. For more than twenty years he decided commercial disputes, including as a member of the Court’s Presidium, and took part in drafting Plenum resolutions on contract law and insolvency.',
        'At the firm he advises teams on the most difficult procedural questions, prepares expert legal opinions for submission to the courts and runs moot hearings before arguments at the Supreme Court of the Russian Federation.',
      ],
    ),
    education: [
      edu(uni.msu, 1974),
      t(
        'Доктор юридических наук, Институт государства и права РАН, 2001',
        'Doctor of Legal Sciences, Institute of State and Law of the Russian Academy of Sciences, 2001',
      ),
    ],
    qualification: t(
      'Доктор юридических наук; судья Высшего Арбитражного Суда Российской Федерации в отставке',
      'Doctor of Legal Sciences; retired judge of the Supreme Arbitrazh Court of the Russian Federation',
    ),
    languages: lang.de,
  },
  {
    key: 'kovaleva',
    name: t('Ковалёва Галина Петровна', 'Galina Kovaleva'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['corporate-disputes', 'family-and-inheritance'],
    bio: p(
      [
        'Галина Петровна Ковалёва — профессор кафедры гражданского права юридического факультета МГУ имени М. В. Ломоносова, автор учебников и комментариев по корпоративному и наследственному праву.',
        'Галина Петровна консультирует команды коллегии по доктринальным вопросам в корпоративных и наследственных спорах, готовит правовые заключения о природе корпоративных договоров, наследственных фондов и брачных соглашений, а также участвует в стратегических сессиях по крупным делам.',
      ],
      [
        'Galina Kovaleva is a Professor at the Civil Law Department of the Faculty of Law of Lomonosov Moscow State University and the author of textbooks and commentaries on corporate and inheritance law.',
        'She advises the firm’s teams on doctrinal questions in corporate and inheritance disputes, prepares legal opinions on the nature of shareholders’ agreements, inheritance funds and marriage contracts, and takes part in strategy sessions on major cases.',
      ],
    ),
    education: [
      edu(uni.msu, 1982),
      t(
        'Доктор юридических наук, МГУ имени М. В. Ломоносова, 2004',
        'Doctor of Legal Sciences, Lomonosov Moscow State University, 2004',
      ),
    ],
    qualification: t('Доктор юридических наук, профессор', 'Doctor of Legal Sciences, Professor'),
    languages: lang.de,
  },
  {
    key: 'sergeev',
    name: t('Сергеев Николай Львович', 'Nikolai Sergeev'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['international-arbitration', 'foreign-state-courts'],
    bio: p(
      [
        'Николай Львович Сергеев — профессор кафедры международного частного и гражданского права МГИМО, один из ведущих российских специалистов по коллизионному праву и международному гражданскому процессу.',
        'Николай Львович выступает экспертом по российскому праву в иностранных судах и международных арбитражах, готовит заключения о применимом праве, об исполнимости арбитражных соглашений и о признании иностранных судебных решений. Он также входит в рекомендательные списки арбитров МКАС при ТПП РФ.',
      ],
      [
        'Nikolai Sergeev is a Professor of Private International and Civil Law at MGIMO University and one of Russia’s leading authorities on conflict of laws and international civil procedure.',
        'He appears as an expert on Russian law before foreign courts and international arbitral tribunals and prepares opinions on the applicable law, the enforceability of arbitration agreements and the recognition of foreign judgments. He also sits on the list of arbitrators of the ICAC at the Russian Chamber of Commerce and Industry.',
      ],
    ),
    education: [
      edu(uni.mgimo, 1980),
      t(
        'Доктор юридических наук, МГИМО МИД России, 1999',
        'Doctor of Legal Sciences, MGIMO University, 1999',
      ),
    ],
    qualification: t(
      'Доктор юридических наук, профессор; арбитр МКАС при ТПП РФ',
      'Doctor of Legal Sciences, Professor; arbitrator of the ICAC at the Russian Chamber of Commerce and Industry',
    ),
    languages: lang.deFr,
  },
  {
    key: 'gusev',
    name: t('Гусев Олег Романович', 'Oleg Gusev'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['antitrust', 'intellectual-property'],
    bio: p(
      [
        'Олег Романович Гусев — профессор факультета права НИУ «Высшая школа экономики», руководитель магистерской программы по праву конкуренции. Его научные работы посвящены антимонопольному регулированию цифровых рынков и пересечению конкурентного права с правом интеллектуальной собственности.',
        'В коллегии Олег Романович консультирует по делам о злоупотреблении доминирующим положением на цифровых платформах, о лицензионных практиках правообладателей и о параллельном импорте, а также готовит экономико-правовые обоснования для представления в ФАС России.',
      ],
      [
        'Oleg Gusev is a Professor at the Faculty of Law of HSE University and director of its master’s programme in competition law. His research focuses on the antitrust regulation of digital markets and the interface between competition law and intellectual property.',
        'At the firm he advises on abuse of dominance by digital platforms, right holders’ licensing practices and parallel imports, and prepares legal and economic submissions to the Federal Antimonopoly Service.',
      ],
    ),
    education: [
      edu(uni.hse, 1999),
      t(
        'Доктор юридических наук, НИУ «Высшая школа экономики», 2014',
        'Doctor of Legal Sciences, HSE University, 2014',
      ),
    ],
    qualification: t(
      'Доктор юридических наук, профессор НИУ ВШЭ',
      'Doctor of Legal Sciences, Professor at HSE University',
    ),
    languages: lang.en,
  },
  {
    key: 'shcherbakov',
    name: t('Щербаков Виталий Андреевич', 'Vitaly Shcherbakov'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['criminal-defence'],
    bio: p(
      [
        'Виталий Андреевич Щербаков более двадцати лет проработал в следственных органах и завершил службу в должности руководителя отдела по расследованию преступлений в сфере экономики. Полковник юстиции в отставке, кандидат юридических наук.',
        'В коллегии Виталий Андреевич помогает адвокатам оценить позицию следствия и доказательственную базу, готовит заключения о допустимости доказательств и соблюдении уголовно-процессуальных сроков, а также обучает юристов компаний-клиентов правилам поведения при обысках и допросах.',
      ],
      [
        'Vitaly Shcherbakov spent more than twenty years with the investigative authorities, finishing his service as head of a department investigating economic crimes. He is a retired colonel of justice and holds a PhD in law.',
        'At the firm he helps the advocates assess the investigators’ position and evidence, prepares opinions on the admissibility of evidence and compliance with procedural time limits, and trains in-house lawyers of client companies on how to handle searches and interviews.',
      ],
    ),
    education: [
      edu(uni.msal, 1992),
      t(
        'Кандидат юридических наук, Академия управления МВД России, 2005',
        'PhD in Law (Candidate of Legal Sciences), Academy of Management of the Russian Interior Ministry, 2005',
      ),
    ],
    qualification: t(
      'Кандидат юридических наук; полковник юстиции в отставке',
      'PhD in Law (Candidate of Legal Sciences); retired colonel of justice',
    ),
    languages: lang.en,
  },
  {
    key: 'komarov',
    name: t('Комаров Юрий Степанович', 'Yuri Komarov'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['tax-disputes'],
    bio: p(
      [
        'Юрий Степанович Комаров — профессор кафедры финансового и налогового права РАНХиГС. До перехода в науку он много лет руководил правовыми подразделениями налоговых органов и участвовал в разработке второй части Налогового кодекса.',
        'Юрий Степанович консультирует налоговую команду коллегии по вопросам толкования налогового законодательства и истории его норм, готовит научные заключения для арбитражных судов и проводит семинары для финансовых директоров клиентов.',
      ],
      [
        'Yuri Komarov is a Professor of Financial and Tax Law at RANEPA. Before moving into academia he spent many years heading the legal units of the tax authorities and took part in drafting Part Two of the Tax Code.',
        'He advises the firm’s tax team on the interpretation of tax legislation and the history of its provisions, prepares expert opinions for the commercial courts and runs seminars for clients’ finance directors.',
      ],
    ),
    education: [
      edu(uni.msu, 1976),
      t(
        'Доктор юридических наук, Российская академия государственной службы, 2003',
        'Doctor of Legal Sciences, Russian Academy of Public Administration, 2003',
      ),
    ],
    qualification: t(
      'Доктор юридических наук, профессор; государственный советник Российской Федерации в отставке',
      'Doctor of Legal Sciences, Professor; retired State Counsellor of the Russian Federation',
    ),
    languages: lang.en,
  },
  {
    key: 'solovyova',
    name: t('Соловьёва Людмила Андреевна', 'Lyudmila Solovyova'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['labour-disputes'],
    bio: p(
      [
        'Людмила Андреевна Соловьёва — профессор кафедры трудового права и права социального обеспечения Санкт-Петербургского государственного университета, автор более ста научных работ о трудовом договоре и ответственности работодателя.',
        'Людмила Андреевна консультирует практику трудовых споров по вопросам увольнения руководителей, ограничений конкуренции после прекращения трудовых отношений и дистанционной работы, а также готовит заключения по наиболее спорным вопросам судебной практики.',
      ],
      [
        'Lyudmila Solovyova is a Professor of Labour and Social Security Law at Saint Petersburg State University and the author of more than a hundred academic works on employment contracts and employer liability.',
        'She advises the employment disputes practice on the dismissal of senior executives, post-employment restrictions on competition and remote work, and prepares opinions on the most contested questions of case law.',
      ],
    ),
    education: [
      edu(uni.spbu, 1981),
      t(
        'Доктор юридических наук, Санкт-Петербургский государственный университет, 2002',
        'Doctor of Legal Sciences, Saint Petersburg State University, 2002',
      ),
    ],
    qualification: t('Доктор юридических наук, профессор', 'Doctor of Legal Sciences, Professor'),
    languages: lang.fr,
  },
  {
    key: 'zuev',
    name: t('Зуев Геннадий Павлович', 'Gennady Zuev'),
    role: 'advisor',
    roleLabel: advisorLabel,
    practices: ['natural-resources-energy', 'investment-arbitration'],
    bio: p(
      [
        'Геннадий Павлович Зуев в течение пятнадцати лет возглавлял юридическую службу крупной нефтегазовой компании и участвовал в переговорах по соглашениям о разделе продукции и международным проектам в области добычи и транспортировки углеводородов.',
        'В коллегии Геннадий Павлович консультирует по вопросам недропользования и энергетических контрактов, а в инвестиционных арбитражах помогает командам выстраивать позицию по отраслевым и техническим вопросам, подбирать экспертов и оценивать ущерб.',
      ],
      [
        'For fifteen years Gennady Zuev headed the legal department of a major oil and gas company and took part in negotiating production sharing agreements and international projects for the production and transportation of hydrocarbons.',
        'At the firm he advises on subsoil use and energy contracts and, in investment arbitrations, helps the teams build their case on industry and technical issues, select experts and assess damages.',
      ],
    ),
    education: [
      edu(uni.msu, 1979),
      t(
        'Кандидат юридических наук, МГУ имени М. В. Ломоносова, 1986',
        'PhD in Law (Candidate of Legal Sciences), Lomonosov Moscow State University, 1986',
      ),
    ],
    qualification: t('Кандидат юридических наук', 'PhD in Law (Candidate of Legal Sciences)'),
    languages: lang.en,
    recentExperience: [
      t(
        'Экспертная поддержка команды в инвестиционном арбитраже по спору о прекращении соглашения о разделе продукции',
        'Expert support to the team in an investment arbitration over the termination of a production sharing agreement',
      ),
    ],
  },
]

// ---------------------------------------------------------------------------------------------
// Attorneys: biographies are assembled from practice-specific building blocks. Every choice is
// made deterministically from the person's position in the list, so the output never changes.
// ---------------------------------------------------------------------------------------------

/** Grammatical gender helpers for templates. */
type G = {
  ru: (male: string, female: string) => string
  He: string
  he: string
  His: string
  his: string
}

const male: G = { ru: (m) => m, He: 'He', he: 'he', His: 'His', his: 'his' }
const female: G = { ru: (_m, f) => f, He: 'She', he: 'she', His: 'Her', his: 'her' }

type Forum =
  | 'arbitrazh'
  | 'general'
  | 'arbitration'
  | 'foreign'
  | 'criminal'
  | 'advisory'
  | 'regulator'
  | 'ip'

type PracticeInfo = {
  /** Russian: prepositional case after «на»; English: noun phrase after "focuses on". */
  focus: L
  /** Nominative, lower case. */
  area: L
  forum: Forum
  /** Russian: a sentence starting with a verb; English: a predicate after "He"/"She". */
  matters: [string, string][]
  experience: L[]
}

const forums: Record<Forum, ((g: G) => L)[]> = {
  arbitrazh: [
    (g) =>
      t(
        'Выступает в арбитражных судах первой, апелляционной и кассационной инстанций, в том числе в Арбитражном суде города Москвы и Арбитражном суде Московского округа.',
        `${g.He} appears before the commercial courts at first instance, on appeal and in cassation, including the Moscow Arbitrazh Court and the Commercial Court of the Moscow Circuit.`,
      ),
    (g) =>
      t(
        'Участвует в подготовке жалоб в Судебную коллегию по экономическим спорам Верховного Суда Российской Федерации и в выступлениях перед ней.',
        `${g.He} helps prepare appeals to, and argues before, the Economic Disputes Chamber of the Supreme Court of the Russian Federation.`,
      ),
    (g) =>
      t(
        'Большая часть дел рассматривается в арбитражных судах Москвы и Московского округа, часть — в регионах, от Калининграда до Владивостока.',
        `Most of ${g.his} cases are heard by the commercial courts of Moscow and the Moscow circuit, others in the regions, from Kaliningrad to Vladivostok.`,
      ),
  ],
  general: [
    (g) =>
      t(
        'Представляет клиентов в районных судах, Московском городском суде и Втором кассационном суде общей юрисдикции.',
        `${g.He} represents clients before the district courts, the Moscow City Court and the Second Cassation Court of General Jurisdiction.`,
      ),
    (g) =>
      t(
        'Ведёт дела в судах общей юрисдикции всех инстанций, а при возможности — урегулирует конфликты в досудебном порядке и с помощью медиации.',
        `${g.He} handles cases in the courts of general jurisdiction at every level and, where possible, resolves conflicts before trial or through mediation.`,
      ),
    (g) =>
      t(
        'Многие дела завершаются мировым соглашением, но при необходимости доходят до кассационной инстанции.',
        `Many of ${g.his} cases end in settlement, but when necessary they go all the way to cassation.`,
      ),
  ],
  arbitration: [
    (g) =>
      t(
        'Участвует в разбирательствах по регламентам ICC, LCIA, SCC и МКАС при ТПП РФ.',
        `${g.He} works on proceedings under the ICC, LCIA, SCC and ICAC rules.`,
      ),
    (g) =>
      t(
        'Готовит письменные позиции, работает со свидетелями и экспертами, участвует в устных слушаниях.',
        `${g.He} drafts written submissions, works with witnesses and experts and takes part in hearings.`,
      ),
    (g) =>
      t(
        'Также ведёт дела о признании и приведении в исполнение иностранных арбитражных решений в российских судах.',
        `${g.He} also handles the recognition and enforcement of foreign arbitral awards in Russian courts.`,
      ),
  ],
  foreign: [
    (g) =>
      t(
        'Координирует работу иностранных консультантов и готовит заключения о российском праве для зарубежных судов.',
        `${g.He} coordinates foreign counsel and prepares expert reports on Russian law for foreign courts.`,
      ),
    (g) =>
      t(
        'Ведёт в российских арбитражных судах дела по статьям 248.1 и 248.2 АПК РФ о переносе споров в российскую юрисдикцию.',
        `${g.He} litigates cases under Articles 248.1 and 248.2 of the Commercial Procedure Code to move disputes into Russian jurisdiction.`,
      ),
    (g) =>
      t(
        'Работает с делами, которые одновременно рассматриваются в нескольких юрисдикциях.',
        `${g.He} works on matters running in several jurisdictions at once.`,
      ),
  ],
  criminal: [
    (g) =>
      t(
        'Участвует в следственных действиях, обжалует решения следователей и выступает в судах первой и апелляционной инстанций.',
        `${g.He} attends investigative actions, challenges investigators’ decisions and appears before trial and appellate courts.`,
      ),
    (g) =>
      t(
        'Работает по делам на стадиях доследственной проверки, предварительного следствия и судебного разбирательства.',
        `${g.He} works on cases at the pre-investigation, investigation and trial stages.`,
      ),
    (g) =>
      t(
        'Выступает в судах общей юрисдикции всех уровней, включая кассационные суды.',
        `${g.He} appears before courts of general jurisdiction at every level, including the cassation courts.`,
      ),
  ],
  advisory: [
    (g) =>
      t(
        'Сочетает консультационную работу с сопровождением споров, когда проект переходит в конфликтную фазу.',
        `${g.He} combines advisory work with litigation support when a project turns contentious.`,
      ),
    (g) =>
      t(
        'Взаимодействует с профильными министерствами и ведомствами, а при необходимости представляет клиентов в арбитражных судах.',
        `${g.He} deals with the relevant ministries and agencies and, where needed, represents clients before the commercial courts.`,
      ),
    (g) =>
      t(
        'Работает в тесной связке с судебной практикой коллегии, чтобы сделки и проекты клиентов были защищены от будущих споров.',
        `${g.He} works closely with the firm’s litigators so that clients’ deals and projects are protected against future disputes.`,
      ),
  ],
  regulator: [
    (g) =>
      t(
        'Представляет клиентов в контролирующих органах, а затем в арбитражных судах при обжаловании их решений.',
        `${g.He} represents clients before the authorities and then in the commercial courts when their decisions are challenged.`,
      ),
    (g) =>
      t(
        'Ведёт дела от стадии проверки до кассационной инстанции.',
        `${g.He} handles cases from the inspection stage through to cassation.`,
      ),
    (g) =>
      t(
        'Значительная часть работы — досудебное урегулирование и подготовка возражений на акты проверок.',
        `Much of ${g.his} work involves pre-trial settlement and objections to inspection reports.`,
      ),
  ],
  ip: [
    (g) =>
      t(
        'Выступает в Суде по интеллектуальным правам, арбитражных судах и Палате по патентным спорам.',
        `${g.He} appears before the Intellectual Property Court, the commercial courts and the Chamber for Patent Disputes.`,
      ),
    (g) =>
      t(
        'Ведёт дела от претензии и фиксации нарушения до кассации в Президиуме Суда по интеллектуальным правам.',
        `${g.He} handles cases from the demand letter and the recording of evidence through to cassation before the Presidium of the Intellectual Property Court.`,
      ),
    (g) =>
      t(
        'Взаимодействует с таможенными органами и маркетплейсами, чтобы пресечь оборот контрафакта.',
        `${g.He} works with customs authorities and marketplaces to stop the circulation of counterfeit goods.`,
      ),
  ],
}

const practiceInfo: Record<string, PracticeInfo> = {
  'dispute-resolution': {
    focus: t('сложных судебных процессах', 'complex litigation'),
    area: t('судебное представительство', 'litigation'),
    forum: 'arbitrazh',
    matters: [
      [
        'Ведёт споры из договоров поставки, подряда и оказания услуг, а также иски о взыскании убытков и неосновательного обогащения.',
        'handles disputes under supply, works and services contracts, as well as claims for damages and unjust enrichment.',
      ],
      [
        'Разрабатывает процессуальную стратегию по многосторонним спорам, которые одновременно рассматриваются в нескольких судах.',
        'develops procedural strategy for multi-party disputes pending in several courts at once.',
      ],
      [
        'Готовит заявления об обеспечительных мерах и добивается ареста активов недобросовестных контрагентов.',
        'prepares applications for interim relief and obtains freezing orders over the assets of defaulting counterparties.',
      ],
    ],
    experience: [
      t(
        'Взыскание с поставщика оборудования убытков за срыв сроков поставки в пользу промышленного холдинга',
        'Recovering damages from an equipment supplier for late delivery on behalf of an industrial holding',
      ),
      t(
        'Защита дистрибьютора от иска бывшего партнёра о взыскании упущенной выгоды на 900 млн рублей',
        'Defending a distributor against a former partner’s RUB 900 million claim for lost profits',
      ),
      t(
        'Арест активов контрагента клиента в качестве предварительной обеспечительной меры до предъявления иска',
        'Obtaining a pre-action freezing order over the assets of a client’s counterparty',
      ),
    ],
  },
  'corporate-disputes': {
    focus: t('корпоративных спорах', 'corporate disputes'),
    area: t('корпоративные споры', 'corporate disputes'),
    forum: 'arbitrazh',
    matters: [
      [
        'Ведёт споры об оспаривании крупных сделок и сделок с заинтересованностью.',
        'handles challenges to major and interested-party transactions.',
      ],
      [
        'Представляет участников и акционеров в конфликтах о контроле над компанией, исключении участников и выкупе долей.',
        'represents members and shareholders in disputes over control of a company, expulsion of members and buy-outs of stakes.',
      ],
      [
        'Взыскивает с директоров и контролирующих лиц убытки, причинённые недобросовестным управлением.',
        'pursues damages claims against directors and controlling persons for bad-faith management.',
      ],
    ],
    experience: [
      t(
        'Восстановление корпоративного контроля миноритарного участника над производственной компанией после незаконного увеличения уставного капитала',
        'Restoring a minority member’s corporate control over a manufacturing company after an unlawful capital increase',
      ),
      t(
        'Взыскание с бывшего директора дистрибьюторской компании убытков от сделок с аффилированными лицами',
        'Recovering damages from the former director of a distribution company for transactions with affiliates',
      ),
      t(
        'Оспаривание решения общего собрания акционеров о реорганизации в интересах миноритариев',
        'Challenging a general meeting resolution on reorganisation on behalf of minority shareholders',
      ),
    ],
  },
  'family-and-inheritance': {
    focus: t('семейных и наследственных спорах', 'family and inheritance disputes'),
    area: t('семейные и наследственные споры', 'family and inheritance disputes'),
    forum: 'general',
    matters: [
      [
        'Ведёт дела о разделе совместно нажитого имущества, включая доли в компаниях и недвижимость за рубежом.',
        'handles the division of matrimonial property, including company interests and real estate abroad.',
      ],
      [
        'Представляет наследников в спорах об оспаривании завещаний и о составе наследственной массы.',
        'represents heirs in challenges to wills and disputes over what forms part of the estate.',
      ],
      [
        'Готовит брачные договоры и соглашения о разделе имущества, сопровождает наследственные дела у нотариуса.',
        'drafts marriage contracts and property settlement agreements and guides clients through succession proceedings before notaries.',
      ],
    ],
    experience: [
      t(
        'Раздел имущества супругов, включавшего доли в девелоперских компаниях и недвижимость в Европе',
        'Dividing matrimonial property that included interests in development companies and real estate in Europe',
      ),
      t(
        'Признание недействительным завещания, составленного с нарушением порядка удостоверения',
        'Invalidating a will executed in breach of the attestation rules',
      ),
      t(
        'Определение порядка общения с ребёнком для отца, проживающего за рубежом',
        'Securing contact arrangements with a child for a father living abroad',
      ),
    ],
  },
  bankruptcy: {
    focus: t('делах о банкротстве', 'insolvency and bankruptcy'),
    area: t('банкротство', 'insolvency'),
    forum: 'arbitrazh',
    matters: [
      [
        'Представляет кредиторов при включении требований в реестр и в спорах о контроле над процедурой банкротства.',
        'represents creditors in admitting claims to the register and in fights over control of the insolvency procedure.',
      ],
      [
        'Оспаривает подозрительные сделки должника и сделки с предпочтением.',
        'challenges the debtor’s suspicious and preferential transactions.',
      ],
      [
        'Ведёт споры о привлечении контролирующих лиц к субсидиарной ответственности и защищает от таких требований.',
        'brings, and defends against, subsidiary liability claims against controlling persons.',
      ],
    ],
    experience: [
      t(
        'Включение требований банка на 2,3 млрд рублей в реестр кредиторов застройщика',
        'Admitting a bank’s RUB 2.3 billion claim to a developer’s register of creditors',
      ),
      t(
        'Оспаривание отчуждения ключевого актива должника в пользу аффилированной компании',
        'Challenging the transfer of the debtor’s key asset to an affiliated company',
      ),
      t(
        'Защита бывшего члена совета директоров от требования о привлечении к субсидиарной ответственности',
        'Defending a former board member against a subsidiary liability claim',
      ),
    ],
  },
  'commercial-disputes': {
    focus: t('коммерческих спорах', 'commercial disputes'),
    area: t('коммерческие споры', 'commercial disputes'),
    forum: 'arbitrazh',
    matters: [
      [
        'Ведёт споры из договоров поставки, подряда, аренды и оказания услуг.',
        'handles disputes under supply, works, lease and services contracts.',
      ],
      [
        'Представляет клиентов в спорах о взыскании неустоек, убытков и страхового возмещения.',
        'represents clients in claims for liquidated damages, damages and insurance recoveries.',
      ],
      [
        'Участвует в спорах из кредитных договоров, независимых гарантий и лизинга.',
        'works on disputes under loan agreements, demand guarantees and leases.',
      ],
    ],
    experience: [
      t(
        'Взыскание страхового возмещения за повреждение груза в пользу логистической компании',
        'Recovering insurance proceeds for cargo damage on behalf of a logistics company',
      ),
      t(
        'Отказ во взыскании с клиента неустойки на 340 млн рублей по договору подряда',
        'Defeating a RUB 340 million liquidated damages claim against a client under a construction contract',
      ),
      t(
        'Взыскание задолженности по договору поставки металлопроката с обращением взыскания на предмет залога',
        'Recovering a debt under a steel supply contract with foreclosure on the collateral',
      ),
    ],
  },
  'tax-disputes': {
    focus: t('налоговых спорах', 'tax disputes'),
    area: t('налоговые споры', 'tax disputes'),
    forum: 'regulator',
    matters: [
      [
        'Сопровождает выездные и камеральные налоговые проверки, готовит возражения и жалобы в вышестоящие налоговые органы.',
        'supports clients through field and desk tax audits and drafts objections and appeals to higher tax authorities.',
      ],
      [
        'Ведёт споры о необоснованной налоговой выгоде, возмещении НДС и трансфертном ценообразовании.',
        'handles disputes on unjustified tax benefits, VAT refunds and transfer pricing.',
      ],
      [
        'Консультирует по налоговым рискам сделок и реструктуризаций, а также по налогообложению контролируемых иностранных компаний.',
        'advises on the tax risks of transactions and restructurings and on the taxation of controlled foreign companies.',
      ],
    ],
    experience: [
      t(
        'Отмена доначислений НДС на 410 млн рублей производственной компании по эпизоду с «техническими» контрагентами',
        'Overturning RUB 410 million of VAT assessed against a manufacturer over alleged sham counterparties',
      ),
      t(
        'Возмещение из бюджета НДС по экспортным операциям агрохолдинга',
        'Securing a VAT refund on an agricultural group’s export operations',
      ),
      t(
        'Снижение налоговых санкций для девелопера в порядке досудебного обжалования',
        'Reducing tax penalties for a developer through a pre-trial appeal',
      ),
    ],
  },
  'labour-disputes': {
    focus: t('трудовых спорах', 'employment disputes'),
    area: t('трудовые споры', 'employment disputes'),
    forum: 'general',
    matters: [
      [
        'Представляет работодателей в спорах о восстановлении на работе и взыскании заработной платы.',
        'represents employers in reinstatement and wage claims.',
      ],
      [
        'Сопровождает сокращения численности персонала и увольнения руководителей.',
        'advises on redundancy programmes and the dismissal of senior managers.',
      ],
      [
        'Консультирует по защите коммерческой тайны, дистанционной работе и проверкам трудовой инспекции.',
        'advises on trade secret protection, remote work and labour inspectorate audits.',
      ],
    ],
    experience: [
      t(
        'Отказ в иске бывшего коммерческого директора о восстановлении на работе и выплате компенсаций',
        'Defeating a former sales director’s claim for reinstatement and compensation',
      ),
      t(
        'Сопровождение сокращения 600 сотрудников производственной компании без единого судебного спора',
        'Advising on the redundancy of 600 employees of a manufacturer without a single lawsuit',
      ),
      t(
        'Взыскание с бывшего сотрудника ущерба от разглашения коммерческой тайны',
        'Recovering losses from a former employee for disclosure of trade secrets',
      ),
    ],
  },
  'international-arbitration': {
    focus: t('международном арбитраже', 'international arbitration'),
    area: t('международный арбитраж', 'international arbitration'),
    forum: 'arbitration',
    matters: [
      [
        'Ведёт споры из внешнеторговых контрактов, договоров купли-продажи акций и соглашений акционеров.',
        'handles disputes arising from foreign trade contracts, share purchase agreements and shareholder agreements.',
      ],
      [
        'Работает над делами о поставках оборудования, строительных контрактах и совместных предприятиях с иностранным участием.',
        'works on disputes concerning equipment supply, construction contracts and joint ventures with foreign partners.',
      ],
      [
        'Представляет российские компании в спорах с иностранными контрагентами, в том числе из Азии и с Ближнего Востока.',
        'represents Russian companies in disputes with foreign counterparties, including from Asia and the Middle East.',
      ],
    ],
    experience: [
      t(
        'Представление интересов российского поставщика в арбитраже МКАС при ТПП РФ по спору с европейским покупателем',
        'Acting for a Russian supplier in an ICAC arbitration against a European buyer',
      ),
      t(
        'Участие в команде по арбитражу ICC о взыскании цены по договору купли-продажи акций',
        'Member of the team in an ICC arbitration to recover the price under a share purchase agreement',
      ),
      t(
        'Признание в России решения LCIA о взыскании задолженности по договору фрахтования',
        'Recognising in Russia an LCIA award for sums due under a charterparty',
      ),
    ],
  },
  'investment-arbitration': {
    focus: t('инвестиционном арбитраже', 'investment arbitration'),
    area: t('инвестиционный арбитраж', 'investment arbitration'),
    forum: 'arbitration',
    matters: [
      [
        'Работает над делами инвесторов против государств по двусторонним инвестиционным соглашениям.',
        'works on investor-state cases under bilateral investment treaties.',
      ],
      [
        'Анализирует возможности защиты инвестиций при национализации, отзыве лицензий и дискриминационных мерах.',
        'assesses options for protecting investments against nationalisation, licence revocation and discriminatory measures.',
      ],
      [
        'Участвует в оценке ущерба совместно с экономическими экспертами и в подготовке меморандумов по существу спора.',
        'works with economic experts on damages and helps prepare memorials on the merits.',
      ],
    ],
    experience: [
      t(
        'Анализ перспектив инвестиционного иска российского инвестора в связи с изъятием его активов за рубежом',
        'Assessing the prospects of an investment treaty claim by a Russian investor whose foreign assets were seized',
      ),
      t(
        'Участие в команде по арбитражу ЮНСИТРАЛ против государства по соглашению о защите инвестиций',
        'Member of the team in an UNCITRAL arbitration against a state under an investment protection treaty',
      ),
      t(
        'Подготовка уведомления о споре по двустороннему инвестиционному соглашению в интересах горнодобывающей компании',
        'Preparing a notice of dispute under a bilateral investment treaty on behalf of a mining company',
      ),
    ],
  },
  'foreign-state-courts': {
    focus: t(
      'спорах в иностранных государственных судах',
      'litigation before foreign state courts',
    ),
    area: t('споры в иностранных судах', 'foreign litigation'),
    forum: 'foreign',
    matters: [
      [
        'Сопровождает разбирательства в судах Англии, Кипра и Нидерландов совместно с иностранными консультантами.',
        'supports proceedings before the courts of England, Cyprus and the Netherlands together with foreign counsel.',
      ],
      [
        'Добивается признания и приведения в исполнение российских судебных решений за рубежом и иностранных решений в России.',
        'seeks the recognition and enforcement of Russian judgments abroad and of foreign judgments in Russia.',
      ],
      [
        'Работает над делами о заморозке активов и раскрытии информации в иностранных юрисдикциях.',
        'works on freezing injunctions and disclosure applications in foreign jurisdictions.',
      ],
    ],
    experience: [
      t(
        'Признание и приведение в исполнение на Кипре решения российского арбитражного суда о взыскании долга',
        'Recognising and enforcing in Cyprus a Russian commercial court judgment for a debt',
      ),
      t(
        'Координация защиты клиента по иску о взыскании по договору поручительства в Высоком суде Англии',
        'Coordinating a client’s defence to a guarantee claim before the English High Court',
      ),
      t(
        'Снятие заморозки активов клиента, наложенной нидерландским судом',
        'Lifting a freezing order over a client’s assets imposed by a Dutch court',
      ),
    ],
  },
  'international-sanctions': {
    focus: t('санкционном праве', 'sanctions law'),
    area: t('санкционное право', 'sanctions'),
    forum: 'foreign',
    matters: [
      [
        'Проводит санкционные проверки контрагентов и сделок, готовит заявления на получение лицензий OFAC и OFSI.',
        'screens counterparties and transactions for sanctions and prepares licence applications to OFAC and OFSI.',
      ],
      [
        'Консультирует по российским контрсанкциям, специальным экономическим мерам и разрешениям Правительственной комиссии.',
        'advises on Russian countermeasures, special economic measures and Government Commission permits.',
      ],
      [
        'Ведёт споры, вызванные санкциями: о неисполнении договоров, заблокированных платежах и форс-мажоре.',
        'handles sanctions-driven disputes over non-performance, blocked payments and force majeure.',
      ],
    ],
    experience: [
      t(
        'Получение разрешения Правительственной комиссии на сделку с долей иностранного участника в российской компании',
        'Obtaining a Government Commission permit for a transaction involving a foreign member’s stake in a Russian company',
      ),
      t(
        'Взыскание с европейского банка заблокированного платежа по внешнеторговому контракту',
        'Recovering a payment blocked by a European bank under a foreign trade contract',
      ),
      t(
        'Санкционный аудит цепочки поставок производителя промышленного оборудования',
        'Sanctions audit of an industrial equipment manufacturer’s supply chain',
      ),
    ],
  },
  'criminal-defence': {
    focus: t('защите по уголовным делам', 'criminal defence'),
    area: t('уголовно-правовая защита', 'criminal defence'),
    forum: 'criminal',
    matters: [
      [
        'Защищает предпринимателей и руководителей компаний по делам о мошенничестве, растрате и злоупотреблении полномочиями.',
        'defends entrepreneurs and executives in fraud, embezzlement and abuse of authority cases.',
      ],
      [
        'Присутствует вместе с клиентами при обысках, допросах и иных следственных действиях.',
        'supports clients during searches, interviews and other investigative actions.',
      ],
      [
        'Представляет компании, пострадавшие от хищений, и добивается возмещения ущерба.',
        'represents companies that have fallen victim to theft and seeks compensation for the damage.',
      ],
    ],
    experience: [
      t(
        'Прекращение уголовного преследования коммерческого директора по делу о мошенничестве на стадии следствия',
        'Securing the termination of a fraud prosecution against a commercial director at the investigation stage',
      ),
      t(
        'Переквалификация обвинения руководителя строительной компании и назначение наказания, не связанного с лишением свободы',
        'Securing the reclassification of charges against a construction company executive and a non-custodial sentence',
      ),
      t(
        'Возмещение ущерба компании-потерпевшей по делу о хищении денежных средств бывшим главным бухгалтером',
        'Recovering damages for a company that fell victim to theft by its former chief accountant',
      ),
    ],
  },
  'private-clients': {
    focus: t('сопровождении частных клиентов', 'private client work'),
    area: t('частные клиенты', 'private clients'),
    forum: 'advisory',
    matters: [
      [
        'Консультирует семьи предпринимателей по вопросам наследственного планирования и создания личных фондов.',
        'advises business families on succession planning and setting up personal funds.',
      ],
      [
        'Структурирует владение семейными активами в России и за рубежом.',
        'structures the ownership of family assets in Russia and abroad.',
      ],
      [
        'Сопровождает частных клиентов при переезде, смене налогового резидентства и репатриации активов.',
        'assists private clients with relocation, changes of tax residence and the repatriation of assets.',
      ],
    ],
    experience: [
      t(
        'Создание личного фонда для управления семейными активами предпринимателя',
        'Setting up a personal fund to manage an entrepreneur’s family assets',
      ),
      t(
        'Реструктуризация владения семейным бизнесом с переводом активов из иностранных юрисдикций',
        'Restructuring the ownership of a family business and moving assets back from foreign jurisdictions',
      ),
      t(
        'Подготовка наследственного договора и завещания для основателя производственной группы',
        'Drafting an inheritance agreement and will for the founder of a manufacturing group',
      ),
    ],
  },
  'corporate-ma': {
    focus: t('корпоративном праве и сделках M&A', 'corporate law and M&A'),
    area: t('корпоративное право и M&A', 'corporate law and M&A'),
    forum: 'advisory',
    matters: [
      [
        'Сопровождает сделки по приобретению и продаже компаний, проводит юридические проверки.',
        'advises on acquisitions and disposals of companies and runs legal due diligence.',
      ],
      [
        'Готовит корпоративные договоры, опционы и документы совместных предприятий.',
        'drafts shareholders’ agreements, options and joint venture documentation.',
      ],
      [
        'Консультирует по корпоративному управлению, реорганизациям и выходу иностранных инвесторов из российских активов.',
        'advises on corporate governance, reorganisations and foreign investors’ exits from Russian assets.',
      ],
    ],
    experience: [
      t(
        'Сопровождение продажи доли в IT-компании фонду прямых инвестиций',
        'Advising on the sale of a stake in an IT company to a private equity fund',
      ),
      t(
        'Юридическая проверка и структурирование приобретения сети клиник',
        'Due diligence and structuring for the acquisition of a clinic chain',
      ),
      t(
        'Подготовка корпоративного договора для совместного предприятия в сфере логистики',
        'Drafting a shareholders’ agreement for a logistics joint venture',
      ),
    ],
  },
  'intellectual-property': {
    focus: t('защите интеллектуальной собственности', 'intellectual property'),
    area: t('интеллектуальная собственность', 'intellectual property'),
    forum: 'ip',
    matters: [
      [
        'Ведёт споры о нарушении прав на товарные знаки и взыскании компенсации.',
        'handles trademark infringement claims and claims for statutory compensation.',
      ],
      [
        'Защищает права на программное обеспечение, базы данных и контент.',
        'protects rights in software, databases and content.',
      ],
      [
        'Сопровождает регистрацию товарных знаков и лицензионные договоры.',
        'handles trademark registrations and licence agreements.',
      ],
    ],
    experience: [
      t(
        'Взыскание компенсации за нарушение исключительного права на программу для ЭВМ',
        'Recovering compensation for infringement of the exclusive right to a computer program',
      ),
      t(
        'Досрочное прекращение правовой охраны товарного знака конкурента вследствие неиспользования',
        'Securing early termination of a competitor’s trademark for non-use',
      ),
      t(
        'Удаление более 2000 карточек контрафактных товаров с крупнейших маркетплейсов',
        'Removing more than 2,000 listings of counterfeit goods from the largest marketplaces',
      ),
    ],
  },
  antitrust: {
    focus: t('антимонопольном праве', 'competition law'),
    area: t('антимонопольное право', 'competition law'),
    forum: 'regulator',
    matters: [
      [
        'Представляет клиентов в делах о нарушении антимонопольного законодательства и при проверках ФАС России.',
        'represents clients in antitrust cases and during inspections by the Federal Antimonopoly Service.',
      ],
      [
        'Готовит ходатайства о согласии на экономическую концентрацию.',
        'prepares merger clearance filings.',
      ],
      [
        'Разрабатывает системы антимонопольного комплаенса и проверяет дистрибьюторские договоры.',
        'designs antitrust compliance programmes and reviews distribution agreements.',
      ],
    ],
    experience: [
      t(
        'Отмена штрафа ФАС России за установление монопольно высокой цены',
        'Overturning an FAS fine for charging a monopolistically high price',
      ),
      t(
        'Получение согласия ФАС России на сделку в сфере производства упаковки',
        'Obtaining FAS clearance for a deal in the packaging sector',
      ),
      t(
        'Прекращение дела о картеле в отношении дистрибьютора медицинского оборудования',
        'Having a cartel case against a medical equipment distributor closed',
      ),
    ],
  },
  'real-estate-construction': {
    focus: t('недвижимости и строительстве', 'real estate and construction'),
    area: t('недвижимость и строительство', 'real estate and construction'),
    forum: 'arbitrazh',
    matters: [
      [
        'Ведёт споры из договоров строительного подряда о качестве и сроках работ.',
        'handles disputes under construction contracts over defects and delays.',
      ],
      [
        'Сопровождает сделки с коммерческой недвижимостью и земельными участками.',
        'advises on commercial real estate and land transactions.',
      ],
      [
        'Представляет клиентов в спорах о самовольных постройках, кадастровой стоимости и аренде публичных земель.',
        'represents clients in disputes over unauthorised structures, cadastral value and leases of public land.',
      ],
    ],
    experience: [
      t(
        'Взыскание с подрядчика стоимости устранения недостатков при строительстве жилого комплекса',
        'Recovering the cost of remedying defects from a contractor on a residential development',
      ),
      t(
        'Сохранение торгового центра клиента в споре о сносе самовольной постройки',
        'Saving a client’s shopping centre from a demolition claim over an unauthorised structure',
      ),
      t(
        'Оспаривание кадастровой стоимости складского комплекса со снижением налоговой нагрузки',
        'Challenging the cadastral value of a warehouse complex and reducing the tax burden',
      ),
    ],
  },
  'pharma-healthcare': {
    focus: t(
      'правовом сопровождении фармацевтики и здравоохранения',
      'pharmaceuticals and healthcare',
    ),
    area: t('фармацевтика и здравоохранение', 'pharmaceuticals and healthcare'),
    forum: 'advisory',
    matters: [
      [
        'Консультирует производителей и дистрибьюторов лекарств по вопросам регистрации, маркировки и ценообразования.',
        'advises drug manufacturers and distributors on registration, labelling and pricing.',
      ],
      [
        'Сопровождает участие фармацевтических компаний в государственных закупках и споры по госконтрактам.',
        'supports pharmaceutical companies in public procurement and disputes under state contracts.',
      ],
      [
        'Консультирует частные клиники по лицензированию медицинской деятельности и взаимодействию с регуляторами.',
        'advises private clinics on medical licensing and dealings with regulators.',
      ],
    ],
    experience: [
      t(
        'Защита дистрибьютора лекарств в споре с заказчиком о расторжении государственного контракта',
        'Defending a drug distributor in a dispute with a contracting authority over termination of a state contract',
      ),
      t(
        'Регистрация предельной отпускной цены на препарат из перечня ЖНВЛП',
        'Registering the maximum selling price of a drug on the essential medicines list',
      ),
      t(
        'Отмена предписания Росздравнадзора в отношении сети частных клиник',
        'Overturning a Roszdravnadzor order against a chain of private clinics',
      ),
    ],
  },
  'retail-fmcg': {
    focus: t('проектах для розничной торговли и FMCG', 'retail and FMCG'),
    area: t('ритейл и FMCG', 'retail and FMCG'),
    forum: 'advisory',
    matters: [
      [
        'Консультирует торговые сети и поставщиков по договорам поставки, премиям и требованиям закона о торговой деятельности.',
        'advises retail chains and suppliers on supply contracts, rebates and the Trade Act.',
      ],
      [
        'Сопровождает вывод продукции на рынок, маркировку товаров и соблюдение требований к рекламе.',
        'advises on product launches, goods labelling and advertising rules.',
      ],
      [
        'Представляет ритейлеров в спорах с арендодателями, поставщиками и контролирующими органами.',
        'represents retailers in disputes with landlords, suppliers and regulators.',
      ],
    ],
    experience: [
      t(
        'Разработка типового договора поставки для федеральной сети магазинов у дома',
        'Drafting a standard supply agreement for a national chain of convenience stores',
      ),
      t(
        'Отмена штрафа Роспотребнадзора в отношении производителя молочной продукции',
        'Overturning a consumer protection authority fine imposed on a dairy producer',
      ),
      t(
        'Защита ритейлера в споре с арендодателем о пересмотре арендной ставки',
        'Defending a retailer in a dispute with its landlord over a rent review',
      ),
    ],
  },
  agriculture: {
    focus: t('проектах в агропромышленном комплексе', 'agribusiness'),
    area: t('агропромышленный комплекс', 'agribusiness'),
    forum: 'advisory',
    matters: [
      [
        'Сопровождает сделки с сельскохозяйственными землями и консолидацию земельных банков.',
        'advises on farmland transactions and the consolidation of land banks.',
      ],
      [
        'Консультирует по экспортным контрактам на поставку зерна и мерам государственной поддержки аграриев.',
        'advises on grain export contracts and state support for farmers.',
      ],
      [
        'Ведёт споры о поставках сельхозпродукции, техники и удобрений.',
        'handles disputes over supplies of agricultural produce, machinery and fertilisers.',
      ],
    ],
    experience: [
      t(
        'Консолидация земельного банка агрохолдинга в Ростовской области',
        'Consolidating an agricultural group’s land bank in the Rostov Region',
      ),
      t(
        'Взыскание с покупателя задолженности по экспортному контракту на поставку пшеницы',
        'Recovering a debt from a buyer under a wheat export contract',
      ),
      t(
        'Получение субсидий на строительство тепличного комплекса',
        'Securing subsidies for the construction of a greenhouse complex',
      ),
    ],
  },
  'natural-resources-energy': {
    focus: t('проектах в энергетике и природных ресурсах', 'energy and natural resources'),
    area: t('энергетика и природные ресурсы', 'energy and natural resources'),
    forum: 'advisory',
    matters: [
      [
        'Консультирует по вопросам недропользования, лицензирования и экологического регулирования.',
        'advises on subsoil use, licensing and environmental regulation.',
      ],
      [
        'Сопровождает договоры поставки энергоносителей, технологического присоединения и строительства энергообъектов.',
        'advises on energy supply, grid connection and power plant construction contracts.',
      ],
      [
        'Представляет компании в спорах с Роснедрами и Росприроднадзором.',
        'represents companies in disputes with the subsoil and environmental regulators.',
      ],
    ],
    experience: [
      t(
        'Отмена требования Росприроднадзора к нефтедобывающей компании о возмещении экологического вреда',
        'Overturning an environmental regulator’s demand that an oil producer pay environmental damages',
      ),
      t(
        'Переоформление лицензии на пользование недрами при реорганизации горнодобывающей группы',
        'Re-registering a subsoil licence in the reorganisation of a mining group',
      ),
      t(
        'Взыскание с сетевой организации убытков от просрочки технологического присоединения',
        'Recovering losses from a grid company for a delayed grid connection',
      ),
    ],
  },
}

/** Clients of a sector: Russian in the instrumental case (after «с»). */
const sectorClients: Record<string, L> = {
  'banking-finance': t('банками и финансовыми организациями', 'banks and financial institutions'),
  construction: t(
    'девелоперами и строительными компаниями',
    'developers and construction companies',
  ),
  energy: t('энергетическими компаниями', 'energy companies'),
  pharma: t(
    'фармацевтическими компаниями и медицинскими организациями',
    'pharmaceutical companies and healthcare providers',
  ),
  retail: t(
    'торговыми сетями и производителями потребительских товаров',
    'retail chains and consumer goods manufacturers',
  ),
  agriculture: t('сельскохозяйственными производителями', 'agricultural producers'),
  technology: t(
    'технологическими и телекоммуникационными компаниями',
    'technology and telecoms companies',
  ),
  'transport-logistics': t(
    'транспортными и логистическими компаниями',
    'transport and logistics companies',
  ),
  insurance: t('страховыми компаниями', 'insurers'),
  media: t('медиакомпаниями и правообладателями контента', 'media companies and content owners'),
}

/** Previous employers: Russian after «работал(а)», English after "worked". */
const previousJobs = {
  judge: t(
    'помощником судьи Арбитражного суда города Москвы',
    'as an assistant to a judge of the Moscow Arbitrazh Court',
  ),
  bank: t('в юридическом департаменте крупного банка', 'in the legal department of a major bank'),
  lawFirm: t(
    'в московском офисе международной юридической фирмы',
    'in the Moscow office of an international law firm',
  ),
  industry: t(
    'в юридической службе промышленного холдинга',
    'in the legal department of an industrial holding',
  ),
  investigator: t('следователем в органах внутренних дел', 'as a police investigator'),
  prosecutor: t('в органах прокуратуры', 'at the prosecutor’s office'),
  tax: t(
    'в правовом отделе территориального органа ФНС России',
    'in the legal unit of a regional office of the Federal Tax Service',
  ),
  fas: t(
    'в территориальном управлении ФАС России',
    'at a regional office of the Federal Antimonopoly Service',
  ),
  developer: t('в юридической службе девелоперской компании', 'in the legal team of a developer'),
  pharma: t(
    'в юридическом департаменте фармацевтической компании',
    'in the legal department of a pharmaceutical company',
  ),
}

const extras: ((g: G) => L)[] = [
  (g) =>
    t(
      'Регулярно публикуется в профессиональных изданиях, в том числе в журнале «Закон» и на портале «Право.ru».',
      `${g.He} writes regularly for professional publications, including Zakon journal and the Pravo.ru portal.`,
    ),
  (g) =>
    t(
      'Участвует в программе pro bono коллегии и консультирует некоммерческие организации.',
      `${g.He} takes part in the firm’s pro bono programme and advises non-profit organisations.`,
    ),
  (g) =>
    t(
      'Ведёт практические занятия для студентов юридических факультетов и выступает на отраслевых конференциях.',
      `${g.He} teaches practical classes to law students and speaks at industry conferences.`,
    ),
  (g) =>
    t(
      'Входит в молодёжный комитет Ассоциации юристов России.',
      `${g.He} is a member of the youth committee of the Association of Lawyers of Russia.`,
    ),
  (g) =>
    t(
      `${g.ru('Участвовал', 'Участвовала')} в подготовке аналитических обзоров судебной практики, которые коллегия выпускает для клиентов.`,
      `${g.He} has contributed to the case law reviews the firm publishes for its clients.`,
    ),
  (g) =>
    t(
      `${g.ru('Выступал', 'Выступала')} с докладами на Петербургском международном юридическом форуме.`,
      `${g.He} has spoken at the St Petersburg International Legal Forum.`,
    ),
  (g) =>
    t(
      'Входит в число авторов ежемесячного обзора законодательства, который коллегия рассылает клиентам.',
      `${g.He} co-authors the monthly legislative update the firm sends to its clients.`,
    ),
  (g) =>
    t(
      `${g.ru('Прошёл', 'Прошла')} стажировку в одной из зарубежных партнёрских фирм коллегии.`,
      `${g.He} has completed a secondment with one of the firm’s foreign partner firms.`,
    ),
  (g) =>
    t(
      'Участвует в организации внутренних обучающих семинаров коллегии.',
      `${g.He} helps run the firm’s internal training seminars.`,
    ),
]

/** Alma maters for the "graduate of" sentence: Russian in the genitive case. */
const schools: Record<keyof typeof uni, L> = {
  msu: t('юридического факультета МГУ имени М. В. Ломоносова', 'Lomonosov Moscow State University'),
  mgimo: t('международно-правового факультета МГИМО', 'MGIMO University'),
  hse: t('факультета права НИУ ВШЭ', 'HSE University'),
  hseMaster: t(
    'магистерской программы «Корпоративный юрист» НИУ ВШЭ',
    'the HSE master’s programme in corporate law',
  ),
  msal: t('Университета имени О. Е. Кутафина (МГЮА)', 'Kutafin Moscow State Law University'),
  spbu: t('юридического факультета СПбГУ', 'Saint Petersburg State University'),
  rspl: t('магистратуры Российской школы частного права', 'the Russian School of Private Law'),
  ranepa: t('магистратуры РАНХиГС', 'a RANEPA master’s programme'),
  mgimoMaster: t(
    'магистерской программы МГИМО по международному частному праву',
    'the MGIMO master’s programme in private international law',
  ),
}

type Level = 'attorney' | 'senior' | 'associate'

const levelLabels: Record<Level, L> = {
  attorney: t('Адвокат', 'Attorney'),
  senior: t('Старший юрист', 'Senior Associate'),
  associate: t('Юрист', 'Associate'),
}

type AttorneyRow = {
  key: string
  ru: string
  en: string
  female?: true
  level: Level
  practices: string[]
  sectors?: string[]
  joined: number
  /** Year of admission to the Bar; associates are advocates’ assistants and have none. */
  bar?: number
  chamber?: L
  edu: [keyof typeof uni, number][]
  lang: keyof typeof lang
  prev?: keyof typeof previousJobs
}

const joinEn = (items: string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
/**
 * Two two-word phrases sharing a noun are merged («налоговые и трудовые споры», "tax and
 * employment disputes"); otherwise phrases are joined with «и»/"and", or with «, а также»/"as well
 * as" when a phrase already contains a conjunction.
 */
const mergeShared = (items: string[], and: string): string | undefined => {
  const [a, b] = items.map((s) => s.split(' '))
  if (items.length !== 2 || a?.length !== 2 || b?.length !== 2 || a[1] !== b[1]) return undefined
  return `${a[0]} ${and} ${b[0]} ${a[1]}`
}
const alsoRu = (items: string[], prefix = ''): string =>
  mergeShared(items, 'и') ??
  (items.some((s) => s.includes(' и '))
    ? items.join(`, а также ${prefix}`)
    : `${items.slice(0, -1).join(', ')}${items.length > 1 ? ' и ' : ''}${items.at(-1)}`)
const alsoEn = (items: string[]): string =>
  mergeShared(items, 'and') ??
  (items.some((s) => s.includes(' and ')) ? items.join(' as well as ') : joinEn(items))
const joinRuPlain = (items: string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} и ${items.at(-1)}`
const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1)
/** The preposition «с» becomes «со» before «с»/«з»/«ш»/«ж» followed by a consonant. */
const withRu = (phrase: string): string =>
  /^[сзшж][^аеёиоуыэюя]/i.test(phrase) ? `со ${phrase}` : `с ${phrase}`

const info = (key: string): PracticeInfo => {
  const found = practiceInfo[key]
  if (!found) throw new Error(`Unknown practice: ${key}`)
  return found
}

const pick = <T>(items: T[], index: number): T => items[index % items.length]!

/** Builds an attorney's profile from a compact row; `i` drives every template choice. */
const attorney = (row: AttorneyRow, i: number): Draft => {
  const g = row.female ? female : male
  const [, firstRu = '', patronymicRu = ''] = row.ru.split(' ')
  const nameRu = `${firstRu} ${patronymicRu}`
  const firstEn = row.en.split(' ')[0]!
  const areas = row.practices.map(info)
  const main = areas[0]!
  const second = areas[1] ?? main

  const focusRu = alsoRu(
    areas.map((a) => a.focus.ru),
    'на ',
  )
  const focusEn = alsoEn(areas.map((a) => a.focus.en))
  const areaRu = alsoRu(areas.map((a) => a.area.ru))
  const areaEn = alsoEn(areas.map((a) => a.area.en))

  // Paragraph 1: who the person is.
  const intros: L[] = [
    t(
      `${nameRu} работает в коллегии с ${row.joined} года и специализируется на ${focusRu}.`,
      `${firstEn} has been with the firm since ${row.joined} and focuses on ${focusEn}.`,
    ),
    t(
      `${nameRu} ${g.ru('пришёл', 'пришла')} в коллегию в ${row.joined} году. ${areas.length > 1 ? 'Основные направления' : 'Основное направление'} ${g.ru('его', 'её')} работы — ${areaRu}.`,
      `${firstEn} joined the firm in ${row.joined}. ${g.His} main ${areas.length > 1 ? 'areas of work are' : 'area of work is'} ${areaEn}.`,
    ),
    t(
      `${nameRu} ${g.ru('присоединился', 'присоединилась')} к коллегии в ${row.joined} году; в центре ${g.ru('его', 'её')} практики — ${areaRu}.`,
      `${firstEn} joined the firm in ${row.joined}; ${g.his} practice centres on ${areaEn}.`,
    ),
    t(
      `${nameRu} — в команде коллегии с ${row.joined} года. ${g.ru('Его', 'Её')} специализация — ${areaRu}.`,
      `${firstEn} has been part of the firm’s team since ${row.joined}, specialising in ${focusEn}.`,
    ),
  ]
  const first: L[] = [pick(intros, i)]
  if (row.prev) {
    const job = previousJobs[row.prev]
    first.push(
      t(
        `До прихода в коллегию ${g.ru('работал', 'работала')} ${job.ru}.`,
        `Before joining the firm ${g.he} worked ${job.en}.`,
      ),
    )
  }
  if (row.bar) {
    const chamber = row.chamber ?? bar.moscow
    first.push(
      i % 2 === 0
        ? t(
            `Статус адвоката ${g.ru('получил', 'получила')} в ${row.bar} году.`,
            `${g.He} was admitted to the ${chamber.en} in ${row.bar}.`,
          )
        : t(
            `Адвокат ${chamber.ru} с ${row.bar} года.`,
            `${g.He} has been a member of the ${chamber.en} since ${row.bar}.`,
          ),
    )
  }
  if (row.level === 'senior') {
    first.push(
      t(
        'В качестве старшего юриста координирует работу младших юристов по своим проектам.',
        `As a senior associate ${g.he} coordinates the work of junior lawyers on ${g.his} matters.`,
      ),
    )
  }
  if (row.level === 'associate') {
    first.push(
      i % 2 === 0
        ? t(
            `${g.ru('Начинал', 'Начинала')} работу в коллегии стажёром ещё во время учёбы.`,
            `${g.He} started at the firm as an intern while still at university.`,
          )
        : t(
            `${g.ru('Пришёл', 'Пришла')} в команду сразу после окончания университета.`,
            `${g.He} joined the team straight after graduating.`,
          ),
    )
  }

  // Paragraph 2: matter types and courts.
  const m1 = i + Math.floor(i / 3)
  const [m1ru, m1en] = pick(main.matters, m1)
  const [m2ru, m2en] = pick(second.matters, m1 + 1 + (i % 2))
  const second2: L[] = [
    t(m1ru, `${g.He} ${m1en}`),
    t(`Кроме того, ${lowerFirst(m2ru)}`, `${g.He} also ${m2en}`),
    pick(forums[main.forum], m1 + 1)(g),
  ]

  // Paragraph 3 (optional): industries and professional activity.
  const third: L[] = []
  const sectors = row.sectors ?? []
  if (sectors.length > 0) {
    const clients = sectors.map((s) => sectorClients[s]!)
    const listRu = clients.map((c) => withRu(c.ru)).join(', а также ')
    const listEn = alsoEn(clients.map((c) => c.en))
    third.push(
      i % 2 === 0
        ? t(`Много работает ${listRu}.`, `${g.He} works extensively with ${listEn}.`)
        : t(
            `Отраслевой опыт включает работу ${listRu}.`,
            `${g.His} industry experience includes work for ${listEn}.`,
          ),
    )
  }
  const alma = row.edu.map(([school]) => schools[school])
  const graduate = t(
    `${g.ru('Выпускник', 'Выпускница')} ${joinRuPlain(alma.map((a) => a.ru))}.`,
    `${g.He} is a graduate of ${joinEn(alma.map((a) => a.en))}.`,
  )
  if (sectors.length > 0 || i % 3 !== 2) {
    third.push(graduate, pick(extras, i * 5 + Math.floor(i / 9))(g))
  } else {
    first.push(graduate)
  }

  const paragraphs = [first, second2, third].filter((para) => para.length > 0)
  const bio = p(
    paragraphs.map((para) => para.map((s) => s.ru).join(' ')),
    paragraphs.map((para) => para.map((s) => s.en).join(' ')),
  )

  // Recent experience: associates have at most one item, others up to two.
  const count = row.level === 'associate' ? i % 2 : [1, 2, 0, 1][i % 4]!
  const recentExperience = [pick(main.experience, i), pick(second.experience, i + 1)]
    .filter((item, n, all) => all.indexOf(item) === n)
    .slice(0, count)

  return {
    key: row.key,
    name: t(row.ru, row.en),
    role: 'attorney',
    roleLabel: levelLabels[row.level],
    practices: row.practices,
    ...(row.sectors ? { sectors: row.sectors } : {}),
    bio,
    education: row.edu.map(([school, year]) => edu(uni[school], year)),
    qualification: row.bar
      ? advocate(row.bar, row.chamber)
      : t(
          `Помощник адвоката с ${row.joined} года`,
          `Trainee advocate (advocate’s assistant) since ${row.joined}`,
        ),
    languages: lang[row.lang],
    ...(recentExperience.length > 0 ? { recentExperience } : {}),
  }
}

const attorneyRows: AttorneyRow[] = [
  {
    key: 'smirnov',
    ru: 'Смирнов Дмитрий Алексеевич',
    en: 'Dmitry Smirnov',
    level: 'attorney',
    practices: ['dispute-resolution', 'commercial-disputes'],
    sectors: ['construction'],
    joined: 2011,
    bar: 2013,
    edu: [
      ['msu', 2010],
      ['rspl', 2012],
    ],
    lang: 'de',
  },
  {
    key: 'ivanova-maria',
    ru: 'Иванова Мария Андреевна',
    en: 'Maria Ivanova',
    female: true,
    level: 'senior',
    practices: ['bankruptcy', 'corporate-disputes'],
    sectors: ['banking-finance'],
    joined: 2016,
    bar: 2018,
    edu: [
      ['hse', 2013],
      ['rspl', 2015],
    ],
    lang: 'en',
    prev: 'bank',
  },
  {
    key: 'ivanova-anna',
    ru: 'Иванова Анна Сергеевна',
    en: 'Anna Ivanova',
    female: true,
    level: 'associate',
    practices: ['commercial-disputes'],
    sectors: ['insurance'],
    joined: 2022,
    edu: [
      ['msal', 2021],
      ['hseMaster', 2023],
    ],
    lang: 'en',
  },
  {
    key: 'popov',
    ru: 'Попов Кирилл Игоревич',
    en: 'Kirill Popov',
    level: 'attorney',
    practices: ['dispute-resolution', 'commercial-disputes'],
    joined: 2014,
    bar: 2016,
    edu: [['spbu', 2012]],
    lang: 'en',
    prev: 'judge',
  },
  {
    key: 'vasilyeva',
    ru: 'Васильева Дарья Олеговна',
    en: 'Daria Vasilyeva',
    female: true,
    level: 'attorney',
    practices: ['family-and-inheritance', 'private-clients'],
    joined: 2013,
    bar: 2015,
    edu: [['msu', 2012]],
    lang: 'fr',
  },
  {
    key: 'petrov',
    ru: 'Петров Никита Андреевич',
    en: 'Nikita Petrov',
    level: 'senior',
    practices: ['commercial-disputes', 'bankruptcy'],
    sectors: ['banking-finance'],
    joined: 2017,
    bar: 2019,
    edu: [['msal', 2016]],
    lang: 'en',
  },
  {
    key: 'semenova',
    ru: 'Семёнова Ксения Павловна',
    en: 'Ksenia Semenova',
    female: true,
    level: 'attorney',
    practices: ['corporate-disputes', 'corporate-ma'],
    sectors: ['technology'],
    joined: 2012,
    bar: 2014,
    edu: [
      ['hse', 2011],
      ['hseMaster', 2013],
    ],
    lang: 'de',
  },
  {
    key: 'golubev',
    ru: 'Голубев Артём Викторович',
    en: 'Artem Golubev',
    level: 'associate',
    practices: ['commercial-disputes', 'real-estate-construction'],
    sectors: ['construction'],
    joined: 2021,
    edu: [['msal', 2021]],
    lang: 'en',
  },
  {
    key: 'bogdanova',
    ru: 'Богданова Полина Сергеевна',
    en: 'Polina Bogdanova',
    female: true,
    level: 'senior',
    practices: ['international-sanctions', 'foreign-state-courts'],
    sectors: ['banking-finance'],
    joined: 2018,
    bar: 2020,
    edu: [
      ['mgimo', 2016],
      ['mgimoMaster', 2018],
    ],
    lang: 'fr',
  },
  {
    key: 'vorobyov',
    ru: 'Воробьёв Егор Дмитриевич',
    en: 'Egor Vorobyov',
    level: 'attorney',
    practices: ['criminal-defence', 'dispute-resolution'],
    joined: 2015,
    bar: 2017,
    edu: [['msal', 2011]],
    lang: 'en',
    prev: 'investigator',
  },
  {
    key: 'frolova',
    ru: 'Фролова Вероника Андреевна',
    en: 'Veronika Frolova',
    female: true,
    level: 'associate',
    practices: ['corporate-ma', 'private-clients'],
    joined: 2022,
    edu: [
      ['mgimo', 2020],
      ['mgimoMaster', 2022],
    ],
    lang: 'it',
  },
  {
    key: 'nikitin',
    ru: 'Никитин Роман Сергеевич',
    en: 'Roman Nikitin',
    level: 'attorney',
    practices: ['bankruptcy', 'criminal-defence'],
    sectors: ['construction'],
    joined: 2010,
    bar: 2012,
    edu: [['msal', 2009]],
    lang: 'en',
  },
  {
    key: 'zakharova',
    ru: 'Захарова Юлия Игоревна',
    en: 'Yulia Zakharova',
    female: true,
    level: 'senior',
    practices: ['family-and-inheritance'],
    joined: 2017,
    bar: 2019,
    edu: [
      ['spbu', 2015],
      ['rspl', 2017],
    ],
    lang: 'en',
  },
  {
    key: 'borisov',
    ru: 'Борисов Антон Павлович',
    en: 'Anton Borisov',
    level: 'attorney',
    practices: ['corporate-disputes', 'commercial-disputes'],
    sectors: ['energy'],
    joined: 2012,
    bar: 2014,
    edu: [['msu', 2010]],
    lang: 'de',
    prev: 'industry',
  },
  {
    key: 'yakovleva',
    ru: 'Яковлева Алёна Михайловна',
    en: 'Alena Yakovleva',
    female: true,
    level: 'attorney',
    practices: ['family-and-inheritance', 'private-clients'],
    joined: 2014,
    bar: 2016,
    edu: [
      ['msal', 2012],
      ['rspl', 2014],
    ],
    lang: 'es',
  },
  {
    key: 'grigoryev',
    ru: 'Григорьев Максим Андреевич',
    en: 'Maxim Grigoryev',
    level: 'attorney',
    practices: ['tax-disputes'],
    sectors: ['energy'],
    joined: 2013,
    bar: 2015,
    edu: [['hse', 2010]],
    lang: 'en',
    prev: 'tax',
  },
  {
    key: 'kozlova',
    ru: 'Козлова Евгения Романовна',
    en: 'Evgenia Kozlova',
    female: true,
    level: 'senior',
    practices: ['tax-disputes', 'criminal-defence'],
    joined: 2018,
    bar: 2020,
    edu: [
      ['hse', 2017],
      ['hseMaster', 2019],
    ],
    lang: 'en',
  },
  {
    key: 'stepanov',
    ru: 'Степанов Александр Игоревич',
    en: 'Alexander Stepanov',
    level: 'associate',
    practices: ['tax-disputes', 'corporate-ma'],
    joined: 2021,
    edu: [
      ['hse', 2020],
      ['hseMaster', 2022],
    ],
    lang: 'de',
  },
  {
    key: 'nikolaeva',
    ru: 'Николаева Ольга Витальевна',
    en: 'Olga Nikolaeva',
    female: true,
    level: 'attorney',
    practices: ['labour-disputes'],
    sectors: ['retail'],
    joined: 2012,
    bar: 2013,
    chamber: bar.region,
    edu: [['spbu', 2009]],
    lang: 'en',
    prev: 'industry',
  },
  {
    key: 'makarov',
    ru: 'Макаров Владислав Олегович',
    en: 'Vladislav Makarov',
    level: 'senior',
    practices: ['labour-disputes', 'retail-fmcg'],
    sectors: ['retail'],
    joined: 2019,
    bar: 2021,
    edu: [['msal', 2018]],
    lang: 'en',
  },
  {
    key: 'andreeva',
    ru: 'Андреева Екатерина Дмитриевна',
    en: 'Ekaterina Andreeva',
    female: true,
    level: 'attorney',
    practices: ['labour-disputes', 'corporate-disputes'],
    sectors: ['technology'],
    joined: 2015,
    bar: 2017,
    edu: [['msu', 2014]],
    lang: 'fr',
  },
  {
    key: 'ilyin',
    ru: 'Ильин Георгий Сергеевич',
    en: 'Georgy Ilyin',
    level: 'attorney',
    practices: ['international-arbitration', 'natural-resources-energy'],
    sectors: ['energy'],
    joined: 2013,
    bar: 2016,
    edu: [
      ['mgimo', 2010],
      ['rspl', 2012],
    ],
    lang: 'de',
    prev: 'lawFirm',
  },
  {
    key: 'gavrilova',
    ru: 'Гаврилова Анастасия Павловна',
    en: 'Anastasia Gavrilova',
    female: true,
    level: 'attorney',
    practices: ['international-arbitration', 'investment-arbitration'],
    joined: 2014,
    bar: 2017,
    edu: [
      ['mgimo', 2013],
      ['mgimoMaster', 2015],
    ],
    lang: 'fr',
  },
  {
    key: 'tarasov',
    ru: 'Тарасов Михаил Юрьевич',
    en: 'Mikhail Tarasov',
    level: 'senior',
    practices: ['international-arbitration', 'foreign-state-courts'],
    sectors: ['transport-logistics'],
    joined: 2018,
    bar: 2020,
    edu: [['msu', 2017]],
    lang: 'es',
  },
  {
    key: 'zhukova',
    ru: 'Жукова Валерия Александровна',
    en: 'Valeria Zhukova',
    female: true,
    level: 'associate',
    practices: ['investment-arbitration', 'international-arbitration'],
    joined: 2021,
    edu: [['mgimo', 2021]],
    lang: 'fr',
  },
  {
    key: 'abramov',
    ru: 'Абрамов Денис Евгеньевич',
    en: 'Denis Abramov',
    level: 'attorney',
    practices: ['foreign-state-courts', 'international-sanctions'],
    sectors: ['banking-finance'],
    joined: 2011,
    bar: 2013,
    edu: [['mgimo', 2008]],
    lang: 'de',
    prev: 'lawFirm',
  },
  {
    key: 'sidorova',
    ru: 'Сидорова Ирина Николаевна',
    en: 'Irina Sidorova',
    female: true,
    level: 'senior',
    practices: ['foreign-state-courts', 'family-and-inheritance'],
    joined: 2017,
    bar: 2019,
    edu: [
      ['msu', 2016],
      ['rspl', 2018],
    ],
    lang: 'it',
  },
  {
    key: 'filippov',
    ru: 'Филиппов Глеб Андреевич',
    en: 'Gleb Filippov',
    level: 'attorney',
    practices: ['international-sanctions', 'corporate-ma'],
    sectors: ['transport-logistics'],
    joined: 2016,
    bar: 2018,
    edu: [
      ['hse', 2015],
      ['mgimoMaster', 2017],
    ],
    lang: 'zh',
  },
  {
    key: 'ershova',
    ru: 'Ершова Татьяна Олеговна',
    en: 'Tatiana Ershova',
    female: true,
    level: 'associate',
    practices: ['international-sanctions', 'international-arbitration'],
    joined: 2022,
    edu: [['mgimo', 2022]],
    lang: 'zh',
  },
  {
    key: 'osipov',
    ru: 'Осипов Вадим Сергеевич',
    en: 'Vadim Osipov',
    level: 'attorney',
    practices: ['criminal-defence'],
    sectors: ['banking-finance'],
    joined: 2010,
    bar: 2010,
    edu: [['msal', 2003]],
    lang: 'en',
    prev: 'prosecutor',
  },
  {
    key: 'melnikova',
    ru: 'Мельникова Софья Алексеевна',
    en: 'Sofia Melnikova',
    female: true,
    level: 'attorney',
    practices: ['criminal-defence', 'tax-disputes'],
    joined: 2015,
    bar: 2017,
    edu: [['msal', 2014]],
    lang: 'en',
  },
  {
    key: 'denisov',
    ru: 'Денисов Евгений Павлович',
    en: 'Evgeny Denisov',
    level: 'senior',
    practices: ['criminal-defence', 'bankruptcy'],
    joined: 2018,
    bar: 2020,
    edu: [['msu', 2017]],
    lang: 'en',
  },
  {
    key: 'karpova',
    ru: 'Карпова Елизавета Игоревна',
    en: 'Elizaveta Karpova',
    female: true,
    level: 'associate',
    practices: ['criminal-defence'],
    joined: 2022,
    edu: [['msal', 2022]],
    lang: 'de',
  },
  {
    key: 'afanasyev',
    ru: 'Афанасьев Степан Михайлович',
    en: 'Stepan Afanasyev',
    level: 'attorney',
    practices: ['private-clients', 'corporate-ma'],
    joined: 2013,
    bar: 2015,
    edu: [
      ['msu', 2010],
      ['rspl', 2012],
    ],
    lang: 'de',
    prev: 'bank',
  },
  {
    key: 'vlasova',
    ru: 'Власова Марина Сергеевна',
    en: 'Marina Vlasova',
    female: true,
    level: 'senior',
    practices: ['private-clients', 'family-and-inheritance'],
    joined: 2018,
    bar: 2020,
    edu: [
      ['msal', 2016],
      ['rspl', 2018],
    ],
    lang: 'fr',
  },
  {
    key: 'maslov',
    ru: 'Маслов Олег Викторович',
    en: 'Oleg Maslov',
    level: 'attorney',
    practices: ['corporate-ma', 'antitrust'],
    sectors: ['technology'],
    joined: 2012,
    bar: 2014,
    edu: [
      ['hse', 2009],
      ['hseMaster', 2011],
    ],
    lang: 'en',
    prev: 'lawFirm',
  },
  {
    key: 'isaeva',
    ru: 'Исаева Диана Руслановна',
    en: 'Diana Isaeva',
    female: true,
    level: 'attorney',
    practices: ['corporate-ma', 'natural-resources-energy'],
    sectors: ['energy'],
    joined: 2016,
    bar: 2018,
    edu: [['mgimo', 2015]],
    lang: 'de',
  },
  {
    key: 'timofeev',
    ru: 'Тимофеев Арсений Дмитриевич',
    en: 'Arseny Timofeev',
    level: 'attorney',
    practices: ['intellectual-property'],
    sectors: ['media', 'technology'],
    joined: 2014,
    bar: 2016,
    edu: [
      ['msu', 2013],
      ['rspl', 2015],
    ],
    lang: 'en',
  },
  {
    key: 'krylova',
    ru: 'Крылова Виктория Андреевна',
    en: 'Viktoria Krylova',
    female: true,
    level: 'senior',
    practices: ['intellectual-property', 'retail-fmcg'],
    sectors: ['retail'],
    joined: 2019,
    bar: 2021,
    edu: [['hse', 2018]],
    lang: 'it',
  },
  {
    key: 'sorokin',
    ru: 'Сорокин Иван Александрович',
    en: 'Ivan Sorokin',
    level: 'associate',
    practices: ['intellectual-property', 'pharma-healthcare'],
    sectors: ['pharma'],
    joined: 2023,
    edu: [['msu', 2023]],
    lang: 'de',
  },
  {
    key: 'kudryavtseva',
    ru: 'Кудрявцева Алиса Олеговна',
    en: 'Alisa Kudryavtseva',
    female: true,
    level: 'attorney',
    practices: ['antitrust', 'retail-fmcg'],
    sectors: ['retail'],
    joined: 2015,
    bar: 2017,
    edu: [['hse', 2012]],
    lang: 'en',
    prev: 'fas',
  },
  {
    key: 'baranov',
    ru: 'Баранов Павел Сергеевич',
    en: 'Pavel Baranov',
    level: 'senior',
    practices: ['antitrust', 'agriculture'],
    sectors: ['agriculture'],
    joined: 2019,
    bar: 2021,
    edu: [['hse', 2018]],
    lang: 'en',
  },
  {
    key: 'kulikova',
    ru: 'Куликова Надежда Игоревна',
    en: 'Nadezhda Kulikova',
    female: true,
    level: 'attorney',
    practices: ['real-estate-construction'],
    sectors: ['construction'],
    joined: 2013,
    bar: 2015,
    edu: [['msal', 2010]],
    lang: 'en',
    prev: 'developer',
  },
  {
    key: 'alekseev',
    ru: 'Алексеев Тимур Русланович',
    en: 'Timur Alekseev',
    level: 'attorney',
    practices: ['real-estate-construction', 'commercial-disputes'],
    sectors: ['construction'],
    joined: 2016,
    bar: 2018,
    edu: [
      ['msal', 2015],
      ['rspl', 2017],
    ],
    lang: 'en',
  },
  {
    key: 'efimova',
    ru: 'Ефимова Кристина Владимировна',
    en: 'Kristina Efimova',
    female: true,
    level: 'associate',
    practices: ['real-estate-construction', 'bankruptcy'],
    joined: 2021,
    edu: [
      ['msal', 2020],
      ['ranepa', 2022],
    ],
    lang: 'en',
  },
  {
    key: 'lazarev',
    ru: 'Лазарев Матвей Ильич',
    en: 'Matvey Lazarev',
    level: 'attorney',
    practices: ['pharma-healthcare', 'antitrust'],
    sectors: ['pharma'],
    joined: 2014,
    bar: 2016,
    edu: [['hse', 2011]],
    lang: 'de',
    prev: 'pharma',
  },
  {
    key: 'chernova',
    ru: 'Чернова Арина Максимовна',
    en: 'Arina Chernova',
    female: true,
    level: 'senior',
    practices: ['pharma-healthcare', 'intellectual-property'],
    sectors: ['pharma'],
    joined: 2019,
    bar: 2021,
    edu: [['msu', 2018]],
    lang: 'fr',
  },
  {
    key: 'dmitriev',
    ru: 'Дмитриев Константин Олегович',
    en: 'Konstantin Dmitriev',
    level: 'attorney',
    practices: ['retail-fmcg', 'commercial-disputes'],
    sectors: ['retail', 'transport-logistics'],
    joined: 2014,
    bar: 2016,
    chamber: bar.region,
    edu: [['spbu', 2013]],
    lang: 'en',
  },
  {
    key: 'kalinina',
    ru: 'Калинина Яна Сергеевна',
    en: 'Yana Kalinina',
    female: true,
    level: 'attorney',
    practices: ['agriculture', 'real-estate-construction'],
    sectors: ['agriculture'],
    joined: 2015,
    bar: 2017,
    chamber: bar.region,
    edu: [['msal', 2013]],
    lang: 'en',
  },
  {
    key: 'antonov',
    ru: 'Антонов Леонид Викторович',
    en: 'Leonid Antonov',
    level: 'senior',
    practices: ['agriculture', 'natural-resources-energy'],
    sectors: ['agriculture', 'energy'],
    joined: 2019,
    bar: 2021,
    edu: [['msu', 2018]],
    lang: 'es',
  },
  {
    key: 'shestakov',
    ru: 'Шестаков Фёдор Андреевич',
    en: 'Fedor Shestakov',
    level: 'attorney',
    practices: ['natural-resources-energy', 'international-arbitration'],
    sectors: ['energy'],
    joined: 2012,
    bar: 2014,
    edu: [
      ['msu', 2010],
      ['ranepa', 2012],
    ],
    lang: 'de',
    prev: 'industry',
  },
  {
    key: 'savelyeva',
    ru: 'Савельева Елена Игоревна',
    en: 'Elena Savelyeva',
    female: true,
    level: 'associate',
    practices: ['dispute-resolution', 'commercial-disputes'],
    joined: 2023,
    edu: [['spbu', 2023]],
    lang: 'en',
  },
]

const attorneys: Draft[] = attorneyRows.map(attorney)

// ---------------------------------------------------------------------------------------------
// Contact details and the final list
// ---------------------------------------------------------------------------------------------

const pad = (n: number): string => String(n).padStart(2, '0')

/** `a.gromov@gromov-larina.ru`: the first initial and the surname of the English name. */
const emailOf = (person: Draft): string => {
  const [first = '', last = ''] = person.name.en.toLowerCase().split(' ')
  return `${first.charAt(0)}.${last.replace(/[^a-z-]/g, '')}@gromov-larina.ru`
}

/** Unique extensions: 7 is coprime with 80, so the first group never repeats for 80 people. */
const phoneOf = (index: number): string =>
  `+7 495 120-${pad(10 + ((index * 7) % 80))}-${pad(10 + ((index * 13 + 5) % 90))}`

export const people: PersonSeed[] = [...partners, ...counsel, ...attorneys, ...advisors].map(
  (person, index) => ({ ...person, email: emailOf(person), phone: phoneOf(index) }),
)
