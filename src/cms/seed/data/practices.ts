import type { L, Paragraphs, PracticeSeed } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

/** A sub-area of a practice: its `?section=` key equals its own key. */
const section = (seed: Omit<PracticeSeed, 'sectionKey'>): PracticeSeed => ({
  ...seed,
  sectionKey: seed.key,
})

const disputeResolutionChildren: PracticeSeed[] = [
  section({
    key: 'corporate-disputes',
    title: t('Корпоративные споры', 'Corporate disputes'),
    summary: t(
      'Защищаем интересы акционеров, участников и менеджмента в конфликтах о контроле над компанией, оспаривании сделок и ответственности директоров.',
      'We act for shareholders, members and management in disputes over control of a company, challenges to transactions and directors’ liability.',
    ),
    body: p(
      [
        'Корпоративный конфликт редко ограничивается одним иском: он затрагивает управление компанией, её активы, банки-кредиторы и нередко правоохранительные органы. Мы выстраиваем стратегию, в которой судебные процессы, переговоры и обеспечительные меры работают на общую цель клиента — сохранить контроль над бизнесом или получить справедливую стоимость своей доли.',
        'Команда ведёт споры об оспаривании крупных сделок и сделок с заинтересованностью, о взыскании убытков с единоличных исполнительных органов и контролирующих лиц, об исключении участников из ООО, о признании недействительными решений общих собраний и советов директоров. Отдельное направление — споры о действительной стоимости доли и выкупе акций по требованию миноритарных акционеров.',
        'Мы представляем клиентов в арбитражных судах всех инстанций, включая Верховный Суд Российской Федерации, а также в корпоративных арбитражах, администрируемых РАЦ и МКАС при ТПП РФ.',
      ],
      [
        'A corporate conflict is rarely confined to a single claim: it affects the management of the company, its assets, its lending banks and often law enforcement authorities. We build a strategy in which litigation, negotiation and interim relief all serve the client’s overall aim — to keep control of the business or to obtain a fair price for its stake.',
        'The team handles challenges to major and interested-party transactions, damages claims against chief executives and controlling persons, expulsion of members from limited liability companies and challenges to resolutions of general meetings and boards. A separate line of work covers disputes over the actual value of a participatory interest and mandatory buy-outs demanded by minority shareholders.',
        'We represent clients before the state commercial (arbitrazh) courts at every level, including the Supreme Court of the Russian Federation, and in corporate arbitrations administered by the Russian Arbitration Center and the ICAC at the Russian Chamber of Commerce and Industry.',
      ],
    ),
    sectors: ['banking-finance', 'energy', 'technology'],
  }),
  section({
    key: 'family-and-inheritance',
    title: t('Семейные и наследственные споры', 'Family and inheritance disputes'),
    summary: t(
      'Ведём деликатные споры о разделе имущества супругов, наследовании бизнеса и оспаривании завещаний, сохраняя конфиденциальность семьи.',
      'We handle sensitive disputes over the division of matrimonial property, succession to family businesses and challenges to wills, while protecting the family’s privacy.',
    ),
    body: p(
      [
        'Семейные и наследственные споры состоятельных клиентов требуют одновременно знания семейного, корпоративного и международного частного права. Мы представляем клиентов в спорах о разделе совместно нажитого имущества, включая доли в компаниях, зарубежную недвижимость и активы в трастах и личных фондах, а также в спорах об определении места жительства детей и порядке общения с ними.',
        'В наследственных делах мы оспариваем и защищаем завещания и наследственные договоры, взыскиваем обязательные доли, добиваемся назначения доверительного управления наследственным имуществом и участвуем в урегулировании конфликтов между наследниками бизнеса. Где это возможно, мы предлагаем медиацию: мирное соглашение сохраняет и активы, и отношения в семье.',
      ],
      [
        'Family and inheritance disputes of high-net-worth clients call for a command of family, corporate and private international law at once. We represent clients in the division of marital property, including interests in companies, real estate abroad and assets held in trusts and personal funds, and in disputes over children’s residence and contact arrangements.',
        'In inheritance matters we challenge and defend wills and inheritance agreements, recover forced shares, seek the appointment of trust management over the estate and help resolve conflicts between heirs to a business. Wherever possible we propose mediation: a settlement preserves both the assets and the family’s relationships.',
      ],
    ),
    sectors: ['banking-finance'],
  }),
  section({
    key: 'bankruptcy',
    title: t('Банкротство', 'Bankruptcy and insolvency'),
    summary: t(
      'Представляем кредиторов, должников и арбитражных управляющих в делах о несостоятельности, включая субсидиарную ответственность и оспаривание сделок.',
      'We represent creditors, debtors and insolvency officers in insolvency proceedings, including subsidiary liability claims and challenges to pre-insolvency transactions.',
    ),
    body: p(
      [
        'Практика банкротства коллегии охватывает все стадии дела о несостоятельности — от оценки перспектив и подготовки заявления до завершения конкурсного производства. Мы помогаем кредиторам включать требования в реестр, добиваться контроля над процедурой и возвращать активы, выведенные накануне банкротства.',
        'Значительную часть работы составляют споры о привлечении контролирующих лиц к субсидиарной ответственности и об оспаривании подозрительных сделок и сделок с предпочтением. Мы защищаем как кредиторов, так и руководителей и собственников бизнеса, против которых заявлены такие требования, а также сопровождаем банкротство граждан с крупными активами.',
        'Для поиска активов мы работаем с партнёрами в иностранных юрисдикциях и добиваемся признания российских процедур банкротства за рубежом.',
      ],
      [
        'The firm’s insolvency practice covers every stage of a bankruptcy case, from assessing the prospects and preparing the petition to the close of the liquidation. We help creditors have their claims admitted to the register, gain control over the procedure and recover assets moved out on the eve of insolvency.',
        'A large share of the work concerns claims to hold controlling persons subsidiarily liable and challenges to suspicious and preferential transactions. We defend creditors as well as the executives and owners of businesses facing such claims, and we advise on personal bankruptcies involving substantial assets.',
        'To trace assets we work with partner firms abroad and seek recognition of Russian insolvency proceedings in foreign jurisdictions.',
      ],
    ),
    sectors: ['banking-finance', 'construction'],
  }),
  section({
    key: 'commercial-disputes',
    title: t('Коммерческие споры', 'Commercial disputes'),
    summary: t(
      'Разрешаем споры из договоров поставки, подряда, аренды, лизинга и банковских гарантий в государственных судах и арбитраже.',
      'We resolve disputes arising from supply, construction, lease, leasing and bank guarantee contracts before state courts and in arbitration.',
    ),
    body: p(
      [
        'Коммерческие споры — основа судебной практики коллегии. Ежегодно мы ведём сотни дел о взыскании задолженности, неустоек и убытков, о расторжении договоров, о качестве товаров и работ, о выплатах по банковским гарантиям и аккредитивам.',
        'Мы начинаем с анализа документов и переписки, оцениваем доказательственную базу и экономику спора, а затем предлагаем клиенту оптимальный путь: переговоры, медиацию, государственный суд или арбитраж. В крупных делах мы работаем с независимыми экспертами, проводим судебные экспертизы и используем обеспечительные меры для защиты активов ещё до вынесения решения.',
      ],
      [
        'Commercial disputes are the core of the firm’s litigation practice. Every year we handle hundreds of cases concerning the recovery of debts, penalties and damages, termination of contracts, the quality of goods and works, and payments under bank guarantees and letters of credit.',
        'We begin by analysing the documents and correspondence, assessing the evidence and the economics of the dispute, and then propose the best route: negotiation, mediation, state court or arbitration. In major cases we work with independent experts, commission court-appointed expert examinations and use interim measures to protect assets before judgment.',
      ],
    ),
    sectors: ['construction', 'retail', 'transport-logistics', 'insurance'],
  }),
  section({
    key: 'tax-disputes',
    title: t('Налоговые споры', 'Tax disputes'),
    summary: t(
      'Сопровождаем налоговые проверки, обжалуем решения налоговых органов и защищаем клиентов в спорах о необоснованной налоговой выгоде.',
      'We advise through tax audits, appeal decisions of the tax authorities and defend clients in disputes over unjustified tax benefits.',
    ),
    body: p(
      [
        'Мы подключаемся к налоговому спору на самой ранней стадии — во время выездной проверки, когда ещё можно повлиять на выводы инспекции. Команда готовит возражения на акт, представляет клиента в досудебном порядке в вышестоящем налоговом органе и ФНС России, а затем — в арбитражных судах.',
        'Наш опыт включает споры по статье 54.1 Налогового кодекса, трансфертному ценообразованию, контролируемым иностранным компаниям, возмещению НДС и применению соглашений об избежании двойного налогообложения. Поскольку налоговые претензии нередко сопровождаются уголовным преследованием, налоговые юристы работают в единой команде с адвокатами практики уголовной защиты.',
      ],
      [
        'We step into a tax dispute at the earliest stage — during the field audit, while the inspectorate’s conclusions can still be influenced. The team prepares objections to the audit report, represents the client in the pre-trial appeal to the higher tax authority and the Federal Tax Service, and then before the commercial courts.',
        'Our experience includes disputes under Article 54.1 of the Tax Code, transfer pricing, controlled foreign companies, VAT refunds and the application of double tax treaties. Because tax claims are often accompanied by criminal prosecution, our tax lawyers work in a single team with the criminal defence attorneys.',
      ],
    ),
    sectors: ['banking-finance', 'energy', 'retail'],
  }),
  section({
    key: 'labour-disputes',
    title: t('Трудовые споры', 'Employment disputes'),
    summary: t(
      'Представляем работодателей и топ-менеджеров в спорах об увольнении, компенсациях, неконкуренции и ответственности работников.',
      'We represent employers and senior executives in disputes over dismissal, severance, non-compete arrangements and employee liability.',
    ),
    body: p(
      [
        'Мы защищаем работодателей в спорах о восстановлении на работе, оплате сверхурочной работы, выплате бонусов и компенсаций, а также в проверках государственной инспекции труда. Для крупных компаний мы проводим аудит кадровых документов и помогаем провести сокращение численности персонала так, чтобы минимизировать судебные риски.',
        'Отдельно мы консультируем руководителей высшего звена: ведём переговоры о расторжении трудовых договоров, взыскиваем причитающиеся выплаты по долгосрочным программам мотивации и защищаем от исков о возмещении ущерба, причинённого работодателю.',
      ],
      [
        'We defend employers in reinstatement claims, disputes over overtime, bonuses and compensation, and in inspections by the State Labour Inspectorate. For large companies we audit HR documentation and help carry out redundancy programmes in a way that minimises litigation risk.',
        'Separately, we advise senior executives: we negotiate the termination of employment contracts, recover amounts due under long-term incentive plans and defend claims for damage allegedly caused to the employer.',
      ],
    ),
    sectors: ['retail', 'technology', 'banking-finance'],
  }),
  section({
    key: 'international-arbitration',
    title: t('Международный арбитраж', 'International arbitration'),
    summary: t(
      'Ведём коммерческие арбитражи по регламентам ICC, LCIA, SCC, SIAC, МКАС и РАЦ, а также добиваемся исполнения арбитражных решений.',
      'We conduct commercial arbitrations under the ICC, LCIA, SCC, SIAC, ICAC and RAC rules and enforce arbitral awards.',
    ),
    body: p(
      [
        'Коллегия представляет российских и иностранных клиентов в международных коммерческих арбитражах с местом в Москве, Лондоне, Париже, Стокгольме, Женеве, Сингапуре, Дубае и Гонконге. Наши споры касаются поставок энергоносителей, строительства промышленных объектов, продажи долей и акций, дистрибуции и фрахта.',
        'Наши юристы выступают как представителями сторон, так и арбитрами. Мы работаем на русском и английском языках, взаимодействуем с иностранным консультантом там, где это требуется по праву места арбитража, и ведём параллельные процессы об оспаривании и приведении в исполнение решений в российских и зарубежных судах.',
        'После 2022 года мы помогаем клиентам переносить споры из недружественных юрисдикций, в том числе с использованием статей 248.1 и 248.2 АПК РФ, и исполнять иностранные арбитражные решения в России.',
      ],
      [
        'The firm represents Russian and foreign clients in international commercial arbitrations seated in Moscow, London, Paris, Stockholm, Geneva, Singapore, Dubai and Hong Kong. Our disputes concern energy supply, construction of industrial facilities, sales of shares and participatory interests, distribution and chartering.',
        'Our lawyers sit as arbitrators as well as acting as counsel. We work in Russian and English, cooperate with foreign counsel where the law of the seat requires it, and run parallel proceedings to set aside and enforce awards before Russian and foreign courts.',
        'Since 2022 we have helped clients move disputes out of unfriendly jurisdictions, including by relying on Articles 248.1 and 248.2 of the Commercial Procedure Code, and enforce foreign arbitral awards in Russia.',
      ],
    ),
    sectors: ['energy', 'construction', 'transport-logistics'],
  }),
  section({
    key: 'investment-arbitration',
    title: t('Инвестиционный арбитраж', 'Investment arbitration'),
    summary: t(
      'Защищаем инвесторов на основании двусторонних инвестиционных соглашений и Договора к Энергетической хартии в МЦУИС и ad hoc.',
      'We protect investors under bilateral investment treaties and the Energy Charter Treaty before ICSID and in ad hoc proceedings.',
    ),
    body: p(
      [
        'Инвестиционный арбитраж даёт иностранному инвестору возможность предъявить требования непосредственно к государству, нарушившему гарантии защиты инвестиций: запрет экспроприации без компенсации, справедливый и равноправный режим, полную защиту и безопасность.',
        'Мы анализируем структуру инвестиций с точки зрения доступной договорной защиты, направляем уведомления о споре и ведём переговоры в период охлаждения, а затем представляем инвесторов в арбитражах по регламентам МЦУИС и ЮНСИТРАЛ. Наша команда также консультирует по реструктуризации владения активами, чтобы обеспечить защиту будущих инвестиций.',
      ],
      [
        'Investment arbitration allows a foreign investor to bring claims directly against a state that has breached its investment protection guarantees: the prohibition of expropriation without compensation, fair and equitable treatment, and full protection and security.',
        'We analyse the structure of an investment in terms of the treaty protection available, serve notices of dispute and negotiate during the cooling-off period, and then represent investors in arbitrations under the ICSID and UNCITRAL rules. The team also advises on restructuring asset holdings so that future investments are protected.',
      ],
    ),
    sectors: ['energy', 'agriculture', 'banking-finance'],
  }),
  section({
    key: 'foreign-state-courts',
    title: t('Споры в иностранных государственных судах', 'Litigation in foreign state courts'),
    summary: t(
      'Координируем процессы клиентов в судах Англии, Кипра, Нидерландов, Швейцарии, ОАЭ и других юрисдикций вместе с местными партнёрами.',
      'We coordinate clients’ proceedings before the courts of England, Cyprus, the Netherlands, Switzerland, the UAE and other jurisdictions together with local counsel.',
    ),
    body: p(
      [
        'Когда спор рассматривается за рубежом, клиенту нужен российский адвокат, который понимает бизнес, документы и российское право, и одновременно умеет управлять работой иностранных юристов. Коллегия выполняет именно эту роль: мы формируем стратегию, подбираем местного консультанта, контролируем бюджет и готовим экспертные заключения о российском праве.',
        'Наши юристы участвовали в процессах о замораживании активов (freezing injunctions), о раскрытии информации по норме Norwich Pharmacal, о признании и исполнении российских судебных решений за рубежом, а также в делах, где российское право применялось иностранным судом в качестве права договора.',
      ],
      [
        'When a dispute is heard abroad, the client needs a Russian lawyer who understands the business, the documents and Russian law, and who can at the same time manage the work of foreign counsel. The firm plays exactly this role: we set the strategy, select local counsel, control the budget and prepare expert reports on Russian law.',
        'Our lawyers have taken part in proceedings for freezing injunctions, Norwich Pharmacal disclosure, the recognition and enforcement of Russian judgments abroad, and cases in which a foreign court applied Russian law as the law of the contract.',
      ],
    ),
    sectors: ['banking-finance', 'insurance'],
  }),
  section({
    key: 'international-sanctions',
    title: t('Международные санкции', 'International sanctions'),
    summary: t(
      'Консультируем по санкционным режимам России, ЕС, Великобритании и США, оспариваем включение в санкционные списки и защищаем в связанных спорах.',
      'We advise on the Russian, EU, UK and US sanctions regimes, challenge designations and act in sanctions-related disputes.',
    ),
    body: p(
      [
        'Санкционная практика коллегии помогает бизнесу продолжать работу в условиях пересекающихся ограничений. Мы проводим санкционный аудит контрагентов и цепочек поставок, оцениваем риски вторичных санкций, готовим заявления на получение лицензий OFAC, OFSI и компетентных органов государств ЕС, а также разрешений Правительственной комиссии по контролю за осуществлением иностранных инвестиций.',
        'Мы представляем клиентов в процедурах исключения из санкционных списков, в том числе в Суде Европейского союза через партнёрские фирмы, и ведём в российских судах споры, вызванные санкциями: о неисполнении договоров, о заблокированных платежах и о переносе споров в российскую юрисдикцию по статье 248.1 АПК РФ.',
        'Для руководителей компаний мы регулярно проводим закрытые брифинги об изменениях санкционного законодательства и ответных мерах Российской Федерации.',
      ],
      [
        'The firm’s sanctions practice helps businesses keep operating under overlapping restrictions. We screen counterparties and supply chains, assess secondary sanctions risk, prepare licence applications to OFAC, OFSI and the competent authorities of EU member states, and seek permits from the Russian Government Commission for Control over Foreign Investment.',
        'We represent clients in delisting procedures, including before the General Court of the European Union through our partner firms, and litigate sanctions-driven disputes in Russian courts: non-performance of contracts, blocked payments and the transfer of disputes to Russian jurisdiction under Article 248.1 of the Commercial Procedure Code.',
        'For senior management we regularly hold closed briefings on changes in sanctions legislation and the Russian Federation’s countermeasures.',
      ],
    ),
    sectors: ['banking-finance', 'energy', 'transport-logistics'],
  }),
]

export const practices: PracticeSeed[] = [
  {
    key: 'dispute-resolution',
    title: t('Разрешение споров', 'Dispute resolution'),
    summary: t(
      'Представляем клиентов в государственных судах, международном арбитраже и иностранных юрисдикциях — от корпоративных конфликтов до санкционных споров.',
      'We represent clients before state courts, in international arbitration and in foreign jurisdictions — from corporate conflicts to sanctions disputes.',
    ),
    body: p(
      [
        'Разрешение споров — ведущая практика коллегии с момента её основания в 1991 году. Ежегодно наши адвокаты ведут более 400 судебных и арбитражных дел, многие из которых формируют судебную практику: позиции, выработанные в наших делах, приводились в обзорах Верховного Суда Российской Федерации.',
        'Мы представляем клиентов в арбитражных судах и судах общей юрисдикции всех инстанций, в российских и международных арбитражных институтах, а через сеть партнёрских фирм — в иностранных государственных судах. Команда объединяет процессуалистов, специалистов по корпоративному, налоговому и трудовому праву, банкротству и международным санкциям.',
        'Каждое дело начинается с честной оценки перспектив и бюджета. Мы предлагаем клиенту не только судебную стратегию, но и варианты урегулирования, если мирное соглашение лучше отвечает его деловым интересам.',
      ],
      [
        'Dispute resolution has been the firm’s leading practice since it was founded in 1991. Every year our attorneys handle more than 400 court and arbitration cases, many of which shape case law: positions developed in our cases have been cited in reviews published by the Supreme Court of the Russian Federation.',
        'We represent clients before the commercial courts and courts of general jurisdiction at every level, before Russian and international arbitral institutions and, through our network of partner firms, before foreign state courts. The team brings together litigators and specialists in corporate, tax and employment law, insolvency and international sanctions.',
        'Every case starts with an honest assessment of its prospects and budget. We offer the client not only a litigation strategy but also settlement options where an amicable solution better serves its business interests.',
      ],
    ),
    card: { value: t('400+', '400+'), label: t('дел в год', 'cases a year') },
    sectors: ['banking-finance', 'construction', 'energy', 'insurance'],
    children: disputeResolutionChildren,
    seo: {
      title: t(
        'Судебные споры и арбитраж в Москве — адвокаты с 1991 года',
        'Litigation and arbitration lawyers in Moscow since 1991',
      ),
      description: t(
        'Более 400 дел в год в арбитражных судах, судах общей юрисдикции и международном арбитраже. Честная оценка перспектив и бюджета до начала дела.',
        'Over 400 cases a year before Russian courts and in international arbitration. An honest assessment of prospects and budget before the case begins.',
      ),
    },
  },
  {
    key: 'criminal-defence',
    title: t('Уголовно-правовая защита', 'Criminal defence'),
    summary: t(
      'Защищаем руководителей и собственников бизнеса по делам об экономических преступлениях на всех стадиях — от доследственной проверки до Верховного Суда.',
      'We defend executives and business owners in economic crime cases at every stage, from pre-investigation checks to the Supreme Court.',
    ),
    body: p(
      [
        'Практика уголовно-правовой защиты специализируется на делах о мошенничестве, растрате, уклонении от уплаты налогов, злоупотреблении полномочиями, коммерческом подкупе и легализации доходов. Мы защищаем руководителей и собственников компаний, а также представляем интересы самих компаний как потерпевших.',
        'Адвокаты коллегии участвуют в обысках и допросах, обжалуют меры пресечения, добиваются снятия арестов с имущества и прекращения уголовного преследования. Мы работаем в связке с юристами практик налоговых и корпоративных споров, поскольку исход уголовного дела часто зависит от позиции, занятой в арбитражном процессе.',
        'Значительная часть нашей работы остаётся невидимой: превентивный аудит рисков, подготовка компании к проверкам и внутренние расследования позволяют не допустить возбуждения уголовного дела.',
      ],
      [
        'The criminal defence practice focuses on cases of fraud, embezzlement, tax evasion, abuse of authority, commercial bribery and money laundering. We defend company executives and owners and also represent companies themselves as victims of crime.',
        'The firm’s attorneys attend searches and interrogations, appeal pre-trial restrictions, seek the release of seized property and the termination of prosecutions. We work hand in hand with the tax and corporate litigation teams, because the outcome of a criminal case often depends on the position taken in commercial proceedings.',
        'Much of our work remains invisible: preventive risk audits, preparing a company for inspections and internal investigations make it possible to prevent a criminal case from being opened at all.',
      ],
    ),
    card: { value: t('150+', '150+'), label: t('прекращённых дел', 'cases dropped') },
    sectors: ['banking-finance', 'construction'],
  },
  {
    key: 'private-clients',
    title: t('Частные клиенты', 'Private clients'),
    summary: t(
      'Помогаем семьям сохранить и передать капитал: структурирование активов, наследственное планирование, личные фонды и защита частной жизни.',
      'We help families preserve and pass on their wealth: asset structuring, succession planning, personal funds and protection of privacy.',
    ),
    body: p(
      [
        'Практика частных клиентов сопровождает предпринимателей и их семьи по всем вопросам, связанным с личным капиталом. Мы разрабатываем планы наследования, создаём личные и наследственные фонды, готовим завещания, брачные договоры и соглашения между членами семьи о порядке управления общим бизнесом.',
        'Наши юристы консультируют по вопросам налогового резидентства, уведомлений о зарубежных счетах и контролируемых иностранных компаниях, помогают перевести активы из иностранных структур в российскую юрисдикцию, в том числе в специальные административные районы.',
        'Мы ценим доверие клиентов и гарантируем строгую адвокатскую тайну. Для каждой семьи мы формируем постоянную команду, которая знает историю её активов и отношения внутри семьи.',
      ],
      [
        'The private clients practice advises entrepreneurs and their families on every matter concerning their personal wealth. We draw up succession plans, establish personal and inheritance funds, prepare wills, prenuptial agreements and family agreements on the governance of a shared business.',
        'Our lawyers advise on tax residence, reporting of foreign accounts and controlled foreign companies, and help move assets from foreign structures to Russian jurisdiction, including into the special administrative regions.',
        'We value our clients’ trust and guarantee strict attorney–client privilege. For each family we form a permanent team that knows the history of its assets and the relationships within the family.',
      ],
    ),
    card: { value: t('300+', '300+'), label: t('семей доверяют нам', 'families rely on us') },
    sectors: ['banking-finance'],
  },
  {
    key: 'corporate-ma',
    title: t('Корпоративное право и M&A', 'Corporate and M&A'),
    summary: t(
      'Сопровождаем сделки слияний и поглощений, совместные предприятия и реструктуризации, а также выход иностранных инвесторов из российских активов.',
      'We advise on mergers and acquisitions, joint ventures and restructurings, as well as the exit of foreign investors from Russian assets.',
    ),
    body: p(
      [
        'Корпоративная практика коллегии сопровождает сделки по приобретению и продаже бизнеса на всех этапах: структурирование, юридический due diligence, переговоры, подготовка документации, получение согласий ФАС России и Правительственной комиссии, закрытие сделки и постсделочная интеграция.',
        'С 2022 года значительная часть наших проектов связана с выходом иностранных компаний из России и приобретением их активов российскими покупателями. Мы хорошо знаем требования к таким сделкам, включая условия об обязательном дисконте и добровольном взносе в бюджет.',
        'Помимо сделок, мы консультируем по корпоративному управлению, готовим корпоративные договоры и опционные программы для менеджмента, сопровождаем внутригрупповые реорганизации и редомициляцию холдинговых компаний.',
      ],
      [
        'The firm’s corporate practice advises on the acquisition and sale of businesses at every stage: structuring, legal due diligence, negotiation, documentation, clearance by the Federal Antimonopoly Service and the Government Commission, closing and post-deal integration.',
        'Since 2022 a large part of our work has concerned the exit of foreign companies from Russia and the acquisition of their assets by Russian buyers. We know the requirements for such deals well, including the mandatory discount and voluntary contribution to the federal budget.',
        'Beyond transactions, we advise on corporate governance, draft shareholders’ agreements and management option plans, and assist with intra-group reorganisations and the redomiciliation of holding companies.',
      ],
    ),
    card: { value: t('120+', '120+'), label: t('закрытых сделок', 'deals closed') },
    sectors: ['banking-finance', 'technology', 'energy', 'media'],
  },
  {
    key: 'intellectual-property',
    title: t('Интеллектуальная собственность', 'Intellectual property'),
    summary: t(
      'Регистрируем и защищаем товарные знаки, патенты и авторские права, ведём споры в Суде по интеллектуальным правам и борьбу с контрафактом.',
      'We register and enforce trade marks, patents and copyright, litigate before the Intellectual Property Court and fight counterfeiting.',
    ),
    body: p(
      [
        'Практика интеллектуальной собственности защищает бренды, технологии и контент наших клиентов. Мы регистрируем товарные знаки в Роспатенте и по Мадридской системе, ведём возражения в Палате по патентным спорам и представляем клиентов в Суде по интеллектуальным правам.',
        'Мы ведём споры о нарушении исключительных прав, параллельном импорте, недобросовестной конкуренции и доменных именах, организуем изъятие контрафакта совместно с таможенными органами и удаление нарушающего контента с маркетплейсов и платформ.',
        'Для технологических и фармацевтических компаний мы структурируем лицензионные сделки и трансфер технологий, готовим режим коммерческой тайны и сопровождаем регистрацию программ для ЭВМ в реестре российского программного обеспечения.',
      ],
      [
        'The intellectual property practice protects our clients’ brands, technologies and content. We register trade marks with Rospatent and under the Madrid System, argue oppositions before the Chamber for Patent Disputes and represent clients before the Intellectual Property Court.',
        'We litigate infringement of exclusive rights, parallel imports, unfair competition and domain name disputes, organise seizures of counterfeit goods together with customs authorities and the removal of infringing content from marketplaces and platforms.',
        'For technology and pharmaceutical companies we structure licensing deals and technology transfers, set up trade secret regimes and assist with entering software in the register of Russian software.',
      ],
    ),
    card: {
      value: t('2 000+', '2,000+'),
      label: t('товарных знаков под защитой', 'trade marks under management'),
    },
    sectors: ['technology', 'media', 'pharma', 'retail'],
  },
  {
    key: 'antitrust',
    title: t('Антимонопольное право', 'Antitrust and competition'),
    summary: t(
      'Получаем согласия ФАС России на сделки, защищаем в делах о картелях и злоупотреблении доминирующим положением, выстраиваем антимонопольный комплаенс.',
      'We obtain merger clearances from the Federal Antimonopoly Service, defend clients in cartel and abuse-of-dominance cases and design competition compliance.',
    ),
    body: p(
      [
        'Мы сопровождаем получение предварительного согласия ФАС России на сделки экономической концентрации, в том числе с выдачей поведенческих предписаний, и согласование иностранных инвестиций в стратегические общества.',
        'Наши юристы защищают компании в делах о нарушении антимонопольного законодательства: картелях и антиконкурентных соглашениях, злоупотреблении доминирующим положением, нарушениях на торгах, недобросовестной конкуренции. Мы оспариваем решения и предписания антимонопольного органа и штрафы в арбитражных судах.',
        'Для клиентов из фармацевтики, ритейла и цифровой экономики мы разрабатываем системы антимонопольного комплаенса, проводим тренинги для сотрудников и сопровождаем внеплановые проверки.',
      ],
      [
        'We obtain prior consent from the Federal Antimonopoly Service for transactions involving economic concentration, including clearances subject to behavioural remedies, and clearance of foreign investments in strategic companies.',
        'Our lawyers defend companies accused of breaching competition law: cartels and anti-competitive agreements, abuse of dominance, bid rigging and unfair competition. We challenge the authority’s decisions, orders and fines before the commercial courts.',
        'For clients in pharmaceuticals, retail and the digital economy we design competition compliance programmes, train staff and assist during dawn raids.',
      ],
    ),
    card: {
      value: t('60+', '60+'),
      label: t('сделок согласовано с ФАС', 'merger clearances obtained'),
    },
    sectors: ['retail', 'pharma', 'technology', 'transport-logistics'],
  },
  {
    key: 'real-estate-construction',
    title: t('Недвижимость, земля и строительство', 'Real estate, land and construction'),
    summary: t(
      'Сопровождаем девелоперские проекты от приобретения земельного участка до ввода объекта в эксплуатацию и разрешаем строительные споры.',
      'We support development projects from land acquisition through to commissioning and resolve construction disputes.',
    ),
    body: p(
      [
        'Мы консультируем девелоперов, инвесторов, банки и генеральных подрядчиков на всех стадиях жизненного цикла объекта недвижимости: проверка земельных участков, изменение вида разрешённого использования, проекты комплексного развития территорий, договоры генерального подряда по формам FIDIC и российским стандартам.',
        'Практика сопровождает сделки с коммерческой недвижимостью — офисными и торговыми центрами, складскими комплексами, гостиницами, а также долгосрочную аренду и управление объектами. Мы представляем клиентов в спорах о качестве и сроках строительства, самовольных постройках и изъятии земельных участков для государственных нужд.',
      ],
      [
        'We advise developers, investors, banks and general contractors at every stage of a property’s life cycle: land due diligence, changes to permitted use, integrated territorial development projects, and general construction contracts based on FIDIC forms and Russian standards.',
        'The practice handles transactions in commercial real estate — office and shopping centres, warehouse complexes and hotels — as well as long-term leases and property management. We represent clients in disputes over the quality and timing of construction, unauthorised buildings and the compulsory acquisition of land for public needs.',
      ],
    ),
    card: {
      value: t('1,5 млн м²', '1.5m sq m'),
      label: t('недвижимости в проектах', 'of property advised on'),
    },
    sectors: ['construction', 'banking-finance', 'retail'],
  },
  {
    key: 'pharma-healthcare',
    title: t('Фармацевтика и здравоохранение', 'Pharmaceuticals and healthcare'),
    summary: t(
      'Консультируем производителей лекарств, медицинских изделий и клиники по регистрации, обращению, ценообразованию и госзакупкам.',
      'We advise manufacturers of medicines and medical devices and clinics on registration, distribution, pricing and public procurement.',
    ),
    body: p(
      [
        'Фармацевтическая отрасль — одна из самых регулируемых, и здесь ошибка в документах может стоить доступа на рынок. Мы сопровождаем регистрацию лекарственных препаратов и медицинских изделий по правилам ЕАЭС, регистрацию предельных отпускных цен, включение препаратов в перечень ЖНВЛП и локализацию производства.',
        'Наши юристы консультируют по маркетингу и взаимодействию с медицинскими работниками, маркировке и прослеживаемости, принудительному лицензированию и защите данных регистрационного досье. Для частных клиник и лабораторий мы сопровождаем лицензирование медицинской деятельности и споры с пациентами и страховыми компаниями.',
      ],
      [
        'Pharmaceuticals is one of the most heavily regulated industries, and a mistake in the paperwork can cost market access. We handle the registration of medicines and medical devices under EAEU rules, registration of maximum ex-works prices, inclusion of medicines in the essential drugs list and localisation of production.',
        'Our lawyers advise on marketing and interaction with healthcare professionals, mandatory labelling and traceability, compulsory licensing and protection of registration dossier data. For private clinics and laboratories we handle licensing of medical activities and disputes with patients and insurers.',
      ],
    ),
    card: {
      value: t('40+', '40+'),
      label: t('фармацевтических компаний', 'pharma and healthcare clients'),
    },
    sectors: ['pharma', 'insurance'],
  },
  {
    key: 'retail-fmcg',
    title: t('Ритейл, FMCG и общественное питание', 'Retail, FMCG and catering'),
    summary: t(
      'Помогаем торговым сетям, производителям потребительских товаров и ресторанным группам в сфере договоров, регуляторики, франчайзинга и споров.',
      'We help retail chains, consumer goods manufacturers and restaurant groups with contracts, regulation, franchising and disputes.',
    ),
    body: p(
      [
        'Мы сопровождаем федеральные и региональные торговые сети, производителей и дистрибьюторов продуктов питания и товаров повседневного спроса, а также ресторанные группы. Наши юристы готовят договоры поставки с учётом требований закона о торговле, франчайзинговые и дистрибьюторские соглашения, договоры аренды торговых помещений.',
        'Мы консультируем по защите прав потребителей, маркировке товаров, рекламе и стимулирующим акциям, требованиям санитарного законодательства и продаже алкогольной продукции, а также представляем клиентов в проверках Роспотребнадзора и спорах с контрагентами.',
      ],
      [
        'We advise national and regional retail chains, manufacturers and distributors of food and fast-moving consumer goods, and restaurant groups. Our lawyers draft supply contracts that comply with the Trade Act, franchise and distribution agreements, and retail leases.',
        'We advise on consumer protection, product labelling, advertising and promotional campaigns, sanitary requirements and the sale of alcohol, and represent clients in inspections by Rospotrebnadzor and in disputes with counterparties.',
      ],
    ),
    card: {
      value: t('25', '25'),
      label: t('торговых сетей и брендов', 'retail chains and brands'),
    },
    sectors: ['retail', 'agriculture', 'transport-logistics'],
  },
  {
    key: 'agriculture',
    title: t('Агропромышленный комплекс', 'Agriculture and agribusiness'),
    summary: t(
      'Сопровождаем агрохолдинги в сделках с землями сельскохозяйственного назначения, получении господдержки, экспорте продукции и земельных спорах.',
      'We advise agricultural holdings on farmland transactions, state support, exports and land disputes.',
    ),
    body: p(
      [
        'Агропромышленная практика коллегии объединяет земельное, корпоративное, таможенное и антимонопольное право. Мы помогаем агрохолдингам консолидировать земельные банки, выделять участки из долевой собственности, оформлять права на земли сельскохозяйственного назначения и защищать их от изъятия.',
        'Мы сопровождаем приобретение сельскохозяйственных предприятий, получение субсидий и льготных кредитов, экспорт зерна и масличных культур с учётом квот и пошлин, а также споры с переработчиками и трейдерами. Наши юристы хорошо знают специфику регионов Черноземья, Поволжья и Юга России.',
      ],
      [
        'The firm’s agribusiness practice brings together land, corporate, customs and competition law. We help agricultural holdings consolidate their land banks, carve out plots from shared ownership, register rights to agricultural land and defend them against seizure.',
        'We advise on the acquisition of farming companies, state subsidies and concessional loans, exports of grain and oilseeds subject to quotas and duties, and disputes with processors and traders. Our lawyers know the specifics of the Black Earth region, the Volga region and southern Russia well.',
      ],
    ),
    card: {
      value: t('900 тыс. га', '900,000 ha'),
      label: t('сельхозземель в проектах', 'of farmland in our projects'),
    },
    sectors: ['agriculture', 'retail'],
  },
  {
    key: 'natural-resources-energy',
    title: t('Природные ресурсы и энергетика', 'Natural resources and energy'),
    summary: t(
      'Консультируем компании нефтегазовой, горнодобывающей и электроэнергетической отраслей по недропользованию, проектам и спорам.',
      'We advise oil and gas, mining and power companies on subsoil use, projects and disputes.',
    ),
    body: p(
      [
        'Практика природных ресурсов и энергетики сопровождает получение и переоформление лицензий на пользование недрами, сделки с добывающими активами, соглашения о разделе продукции и долгосрочные договоры поставки энергоносителей.',
        'Мы консультируем генерирующие компании и инвесторов в возобновляемую энергетику по договорам о предоставлении мощности, присоединению к сетям и работе на оптовом рынке электроэнергии. Наши юристы также представляют клиентов в спорах о ценах по долгосрочным контрактам и в международных арбитражах, связанных с энергетическими проектами.',
        'Особое внимание мы уделяем экологическому регулированию: квотированию выбросов, рекультивации земель и ответственности за вред окружающей среде.',
      ],
      [
        'The natural resources and energy practice handles the grant and re-registration of subsoil licences, transactions in extractive assets, production sharing agreements and long-term energy supply contracts.',
        'We advise generating companies and renewable energy investors on capacity supply agreements, grid connection and operation on the wholesale electricity market. Our lawyers also represent clients in price review disputes under long-term contracts and in international arbitrations arising from energy projects.',
        'We pay particular attention to environmental regulation: emission quotas, land remediation and liability for environmental damage.',
      ],
    ),
    card: {
      value: t('35', '35'),
      label: t('энергетических проектов за 5 лет', 'energy projects in five years'),
    },
    sectors: ['energy', 'transport-logistics'],
  },
]
