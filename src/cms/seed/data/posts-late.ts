import type { L, Paragraphs, PostSeed } from '../types'

const t = (ru: string, en: string): L => ({ ru, en })
const p = (ru: string[], en: string[]): Paragraphs => ({ ru, en })

/** Press-center posts from January 2023 to November 2026, including upcoming events. */
export const postsLate: PostSeed[] = [
  // 2023
  {
    key: 'l-2023-new-partners',
    type: 'news',
    publishedAt: '2023-01-15',
    title: t(
      'Партнёрство коллегии пополнилось двумя юристами',
      'Two lawyers join the firm’s partnership',
    ),
    summary: t(
      'С 1 января 2023 года статус партнёров получили руководитель практики интеллектуальной собственности и руководитель антимонопольной практики коллегии.',
      'As of 1 January 2023, the heads of the firm’s intellectual property and antitrust practices have become partners.',
    ),
    body: p(
      [
        'Общее собрание партнёров коллегии приняло решение о расширении партнёрства: с 1 января 2023 года партнёрами стали руководители практик интеллектуальной собственности и антимонопольного права. Оба юриста пришли в коллегию младшими специалистами и прошли в ней весь путь до руководства самостоятельными направлениями.',
        'За прошедший год практика интеллектуальной собственности выиграла серию споров о параллельном импорте и защите товарных знаков, ушедших с российского рынка правообладателей, а антимонопольная практика сопровождала согласование в ФАС России более двадцати сделок, связанных с выходом иностранных компаний из российских активов.',
        '«Новые партнёры — результат нашей давней политики: мы растим руководителей практик внутри коллегии, а не приглашаем их со стороны. Именно поэтому клиенты годами работают с одной и той же командой», — отметил управляющий партнёр коллегии.',
      ],
      [
        'The general meeting of partners has resolved to expand the partnership: since 1 January 2023 the heads of the intellectual property and antitrust practices have been partners of the firm. Both lawyers joined the firm as juniors and rose through its ranks to lead practices of their own.',
        'Over the past year the intellectual property practice won a series of disputes over parallel imports and the protection of trademarks belonging to rights holders who had left the Russian market, while the antitrust practice obtained FAS Russia clearance for more than twenty transactions connected with foreign companies’ exit from Russian assets.',
        '“The new partners are the result of our long-standing policy: we grow practice leaders within the firm rather than hiring them from outside. That is why clients work with the same team for years,” said the firm’s managing partner.',
      ],
    ),
    authors: ['morozova', 'lebedev'],
    practices: ['intellectual-property', 'antitrust'],
  },
  {
    key: 'l-2023-article-248-1-review',
    type: 'publication',
    publishedAt: '2023-02-20',
    title: t(
      'Статья 248.1 АПК РФ: как российские суды забирают споры у иностранных арбитражей',
      'Article 248.1 of the Commercial Procedure Code: how Russian courts take disputes away from foreign arbitration',
    ),
    summary: t(
      'Обзор практики применения исключительной компетенции российских арбитражных судов по спорам с участием подсанкционных лиц за 2022 год.',
      'A review of 2022 case law on the exclusive jurisdiction of Russian commercial courts over disputes involving sanctioned parties.',
    ),
    body: p(
      [
        'Статья 248.1 АПК РФ, введённая летом 2020 года, в 2022 году из редкого инструмента превратилась в один из самых востребованных механизмов защиты российских компаний. Число дел, в которых стороны просят признать исключительную компетенцию российского суда вопреки арбитражной оговорке или пророгационному соглашению, выросло многократно.',
        'Ключевую роль сыграла позиция Верховного Суда по делу «Уралтрансмаша»: само по себе введение санкций против стороны предполагает ограничение её доступа к правосудию за рубежом, и доказывать невозможность исполнения арбитражного соглашения отдельно не требуется. Нижестоящие суды последовательно применяют этот подход, в том числе к спорам, где санкции введены не против самой стороны, а против её акционеров.',
        'Вместе с тем практика не единообразна. Суды по-разному решают, распространяется ли защита на лиц, в отношении которых санкции формально не введены, но которые испытывают их последствия, и нужно ли сначала заявлять возражения о компетенции в иностранном арбитраже. Мы рекомендуем клиентам документировать реальные препятствия — отказы банков, невозможность оплатить сбор или нанять иностранного представителя.',
        'Наконец, важно помнить о последствиях: решение российского суда, вынесенное в обход арбитражной оговорки, почти наверняка не будет признано в государствах, присоединившихся к санкциям. Поэтому выбор между статьёй 248.1 АПК РФ и участием в иностранном процессе должен основываться на карте активов контрагента.',
      ],
      [
        'Article 248.1 of the Commercial (Arbitrazh) Procedure Code, introduced in the summer of 2020, turned in 2022 from a rarely used tool into one of the most sought-after protections for Russian companies. The number of cases in which parties ask a Russian court to assert exclusive jurisdiction despite an arbitration clause or a choice-of-court agreement has grown many times over.',
        'The Supreme Court’s position in the Uraltransmash case has been decisive: the mere imposition of sanctions on a party is presumed to restrict its access to justice abroad, and the party need not separately prove that the arbitration agreement is incapable of being performed. Lower courts consistently apply this approach, including in disputes where the sanctions target not the party itself but its shareholders.',
        'Yet the case law is not uniform. Courts differ on whether protection extends to persons who are not formally sanctioned but suffer the consequences of sanctions, and on whether an objection to jurisdiction must first be raised in the foreign arbitration. We advise clients to document the real obstacles they face — refusals by banks, the inability to pay fees or to retain foreign counsel.',
        'Finally, the consequences must not be overlooked: a Russian judgment rendered in disregard of an arbitration clause will almost certainly not be recognised in states that have joined the sanctions. The choice between Article 248.1 and taking part in the foreign proceedings should therefore be driven by a map of the counterparty’s assets.',
      ],
    ),
    authors: ['orlov', 'kiselev'],
    practices: ['international-sanctions', 'foreign-state-courts'],
    sourceUrl: 'https://zakon.ru/blog/2023/2/20/statya_2481_apk_rf_praktika_2022_goda',
  },
  {
    key: 'l-2023-sanctions-disputes-roundtable',
    type: 'event',
    publishedAt: '2023-03-28',
    title: t(
      'Круглый стол «Санкционные споры: год спустя»',
      'Round table “Sanctions disputes: one year on”',
    ),
    summary: t(
      'Партнёры коллегии обсудят с юристами компаний итоги первого года санкционных споров: исключительную компетенцию, антиисковые запреты и исполнение решений.',
      'The firm’s partners will discuss with in-house counsel the results of the first year of sanctions disputes: exclusive jurisdiction, anti-suit injunctions and enforcement.',
    ),
    body: p(
      [
        'Коллегия пригласила руководителей юридических департаментов на закрытый круглый стол, посвящённый итогам первого года масштабных санкционных споров. Мы поделимся опытом ведения дел по статьям 248.1 и 248.2 АПК РФ и расскажем, какие аргументы работают в российских судах, а какие — нет.',
        'В программе — выбор между российским судом и иностранным арбитражем, расчёт суммы, которую суд может взыскать за нарушение антиискового запрета, форс-мажор и невозможность исполнения при блокировке платежей, а также перспективы исполнения российских решений в дружественных юрисдикциях.',
        'Участие бесплатное, количество мест ограничено. Для регистрации направьте заявку на электронную почту коллегии с указанием должности и компании. Встреча пройдёт по правилам Чатем-хауса.',
      ],
      [
        'The firm invited heads of legal departments to a closed round table reviewing the first year of large-scale sanctions disputes. We will share our experience of cases under Articles 248.1 and 248.2 of the Commercial Procedure Code and explain which arguments work in Russian courts and which do not.',
        'The programme covers the choice between a Russian court and foreign arbitration, how courts calculate the amount awarded for breach of an anti-suit injunction, force majeure and impossibility of performance when payments are blocked, and the prospects of enforcing Russian judgments in friendly jurisdictions.',
        'Attendance is free of charge, but places are limited. To register, please email the firm with your position and company. The meeting will be held under the Chatham House Rule.',
      ],
    ),
    authors: ['volkov', 'romanova'],
    practices: ['international-sanctions', 'international-arbitration'],
    event: {
      startsAt: '2023-04-20T10:00:00+03:00',
      endsAt: '2023-04-20T13:00:00+03:00',
      place: t('Москва, офис коллегии', 'Moscow, the firm’s office'),
    },
  },
  {
    key: 'l-2023-anti-suit-injunction',
    type: 'news',
    publishedAt: '2023-05-16',
    title: t(
      'Коллегия добилась антиискового запрета против иностранного банка',
      'The firm obtains an anti-suit injunction against a foreign bank',
    ),
    summary: t(
      'Арбитражный суд города Москвы запретил европейскому банку продолжать разбирательство в Лондоне против лизинговой компании — клиента коллегии.',
      'The Moscow Commercial Court has barred a European bank from pursuing proceedings in London against a leasing company represented by the firm.',
    ),
    body: p(
      [
        'Арбитражный суд города Москвы удовлетворил заявление лизинговой компании, интересы которой представляла коллегия, и запретил европейскому банку продолжать разбирательство в Высоком суде Лондона. Предметом спора было требование банка о досрочном возврате синдицированного кредита на сумму около 140 млн евро.',
        'Клиент находится под санкциями Европейского союза и Великобритании и фактически лишён возможности защищаться в иностранном суде: английские юристы отказались от его представления, а оплата их услуг заблокирована банками-корреспондентами. Суд согласился, что в таких условиях спор подлежит рассмотрению в России, и применил статью 248.2 АПК РФ.',
        'На случай нарушения запрета суд установил, что банк будет обязан выплатить клиенту денежную сумму, равную размеру заявленных в Лондоне требований. Это первое в практике коллегии дело, в котором антиисковый запрет был получен в течение трёх недель с момента подачи заявления.',
      ],
      [
        'The Moscow Commercial Court has granted the application of a leasing company represented by the firm and barred a European bank from continuing proceedings in the High Court in London. The dispute concerned the bank’s claim for early repayment of a syndicated loan of about EUR 140 million.',
        'The client is subject to EU and UK sanctions and has effectively been deprived of the ability to defend itself before the foreign court: English lawyers declined to act for it, and payment of their fees was blocked by correspondent banks. The court agreed that in these circumstances the dispute must be heard in Russia and applied Article 248.2 of the Commercial Procedure Code.',
        'Should the injunction be breached, the court ruled that the bank will have to pay the client a sum equal to the amount claimed in London. This is the first case in the firm’s practice in which an anti-suit injunction was obtained within three weeks of filing.',
      ],
    ),
    authors: ['volkov', 'kiselev'],
    practices: ['international-sanctions', 'foreign-state-courts'],
    sectors: ['banking-finance', 'transport-logistics'],
  },
  {
    key: 'l-2023-foreign-investor-exit',
    type: 'publication',
    publishedAt: '2023-06-22',
    title: t(
      'Выход иностранного инвестора из российского бизнеса: пошаговая карта',
      'Exit of a foreign investor from a Russian business: a step-by-step map',
    ),
    summary: t(
      'Какие сделки требуют разрешения Правительственной комиссии, как рассчитываются дисконт и добровольный взнос и сколько на практике длится согласование.',
      'Which transactions require approval of the Government Commission, how the discount and voluntary contribution are calculated and how long clearance takes in practice.',
    ),
    body: p(
      [
        'С осени 2022 года сделки, в результате которых лица из недружественных государств прямо или косвенно утрачивают права в отношении российских компаний, требуют разрешения Правительственной комиссии по контролю за осуществлением иностранных инвестиций. Для банков, энергетических и ряда других компаний действуют особые правила, установленные отдельными указами Президента, — разрешение на сделку даёт лично глава государства.',
        'На практике комиссия одобряет выход при соблюдении нескольких условий: цена не должна превышать половины рыночной стоимости актива по независимой оценке, продавец должен перечислить в бюджет добровольный взнос, а оплата нередко проводится в рассрочку. Отдельно оцениваются сохранение рабочих мест, локализация производства и судьба интеллектуальной собственности.',
        'Процедура начинается с подачи заявления в Минфин России и занимает от трёх до девяти месяцев. Наибольшие задержки возникают при неполном пакете документов, расхождениях в оценке и необходимости получить дополнительные согласования — например, ФАС России или Банка России.',
        'Мы рекомендуем готовить сделку параллельно по нескольким направлениям: заранее заказывать оценку у аккредитованного оценщика, согласовывать с покупателем механизм расчётов с учётом ограничений на перевод средств за рубеж и продумывать лицензионные соглашения для сохранения брендов и технологий.',
      ],
      [
        'Since the autumn of 2022, transactions as a result of which persons from unfriendly states directly or indirectly lose rights in Russian companies have required approval from the Government Commission for the Control of Foreign Investments. Special rules set by separate presidential decrees apply to banks, energy companies and certain others: their transactions are authorised by the President personally.',
        'In practice the Commission approves an exit subject to several conditions: the price must not exceed half of the asset’s market value as determined by an independent appraisal, the seller must make a voluntary contribution to the federal budget, and payment is often made in instalments. Retention of jobs, localisation of production and the fate of intellectual property are assessed separately.',
        'The procedure starts with an application to the Ministry of Finance and takes from three to nine months. The longest delays arise from incomplete document packages, disagreements over the valuation and the need for additional approvals, for example from FAS Russia or the Bank of Russia.',
        'We recommend preparing the transaction on several tracks at once: commissioning the appraisal from an accredited valuer early, agreeing with the buyer a settlement mechanism that takes account of restrictions on transfers abroad, and designing licence agreements to preserve brands and technology.',
      ],
    ),
    authors: ['belova', 'markov'],
    practices: ['corporate-ma', 'international-sanctions'],
    sourceUrl: 'https://www.vedomosti.ru/opinion/articles/2023/06/22/vihod-inostrannogo-investora',
  },
  {
    key: 'l-2023-parallel-imports-ip',
    type: 'publication',
    publishedAt: '2023-09-19',
    title: t(
      'Параллельный импорт через полтора года: где проходят границы допустимого',
      'Parallel imports eighteen months on: where the limits lie',
    ),
    summary: t(
      'Анализируем судебную практику по товарным знакам, включённым в перечень Минпромторга, и рассказываем, как правообладателям и импортёрам оценивать риски.',
      'We analyse the case law on trademarks included in the Ministry of Industry and Trade list and explain how rights holders and importers should assess the risks.',
    ),
    body: p(
      [
        'Весной 2022 года Правительство разрешило ввоз оригинальных товаров без согласия правообладателей, если товарные знаки включены в перечень Минпромторга России. За полтора года суды сформировали достаточно устойчивый подход: ввоз товаров из перечня не является нарушением исключительного права, даже если правообладатель прямо возражает.',
        'Однако защита импортёра не безгранична. Она не распространяется на контрафакт, на товары, ввезённые до включения бренда в перечень, и на товарные знаки, исключённые из него. Кроме того, параллельный импорт не даёт права использовать фирменный стиль, рекламные материалы и доменные имена правообладателя — такие иски суды продолжают удовлетворять.',
        'Для правообладателей, сохранивших присутствие в России, важна позиция Конституционного Суда, сформулированная ещё в 2018 году: если компания не злоупотребляет правом и не ограничивает поставки, суд вправе учитывать это при определении последствий нарушения. Мы помогаем клиентам документировать добросовестное поведение и добиваться исключения брендов из перечня.',
      ],
      [
        'In the spring of 2022 the Government allowed genuine goods to be imported without the rights holder’s consent if the trademarks were included in a list kept by the Ministry of Industry and Trade. Over the past eighteen months the courts have settled on a fairly consistent approach: importing goods from the list does not infringe the exclusive right, even where the rights holder expressly objects.',
        'The importer’s protection, however, has its limits. It does not cover counterfeits, goods imported before the brand was added to the list, or trademarks removed from it. Nor does parallel importation confer a right to use the rights holder’s trade dress, advertising materials or domain names — and courts continue to uphold such claims.',
        'For rights holders that remain present in Russia, the Constitutional Court’s position formulated back in 2018 is important: if a company does not abuse its rights or restrict supplies, the court may take this into account when determining the consequences of infringement. We help clients document their good-faith conduct and seek the removal of brands from the list.',
      ],
    ),
    authors: ['morozova', 'vinogradov'],
    practices: ['intellectual-property', 'retail-fmcg'],
    sectors: ['retail'],
  },
  {
    key: 'l-2023-pravo-ru-300',
    type: 'news',
    publishedAt: '2023-10-31',
    title: t(
      'Коллегия — в высших группах рейтинга «Право-300» 2023 года',
      'The firm ranks in the top bands of the Pravo.ru-300 2023',
    ),
    summary: t(
      'Коллегия отмечена в 15 номинациях рейтинга «Право-300», а практики разрешения споров и международных санкций вошли в первую группу.',
      'The firm is ranked in 15 categories of the Pravo.ru-300, with its dispute resolution and international sanctions practices placed in the first band.',
    ),
    body: p(
      [
        'Портал «Право.ru» опубликовал результаты ежегодного рейтинга «Право-300». Коллегия вошла в 15 номинаций, в том числе в первую группу в категориях «Арбитражное судопроизводство (крупные споры)», «Международные санкции» и «Банкротство», а также во вторую группу в номинации «Налоговое право».',
        'Впервые коллегия отмечена в новой номинации, посвящённой спорам с участием иностранных лиц в российских судах. Составители рейтинга учли дела о применении статей 248.1 и 248.2 АПК РФ, в которых коллегия представляла интересы промышленных и финансовых компаний.',
        'Мы благодарим клиентов, которые нашли время дать отзывы о нашей работе, и коллег, чей труд стоит за каждой строчкой рейтинга.',
      ],
      [
        'The Pravo.ru portal has published the results of its annual Pravo.ru-300 ranking. The firm is ranked in 15 categories, including the first band for Commercial Litigation (Major Disputes), International Sanctions and Bankruptcy, and the second band for Tax Law.',
        'For the first time the firm is ranked in a new category covering disputes involving foreign parties before Russian courts. The editors took into account cases under Articles 248.1 and 248.2 of the Commercial Procedure Code in which the firm represented industrial and financial companies.',
        'We thank our clients for taking the time to give feedback on our work, and our colleagues, whose efforts stand behind every line of the ranking.',
      ],
    ),
    authors: ['gromov'],
    practices: ['dispute-resolution', 'international-sanctions'],
  },
  {
    key: 'l-2023-pro-bono-results',
    type: 'news',
    publishedAt: '2023-12-12',
    title: t(
      'Итоги года pro bono: более 2 000 часов бесплатной помощи',
      'Pro bono year in review: more than 2,000 hours of free legal help',
    ),
    summary: t(
      'В 2023 году юристы коллегии бесплатно помогли благотворительным фондам, многодетным семьям и пожилым людям, пострадавшим от мошенников.',
      'In 2023 the firm’s lawyers provided free legal assistance to charities, large families and elderly people who fell victim to fraudsters.',
    ),
    body: p(
      [
        'Коллегия подвела итоги работы pro bono за 2023 год. Адвокаты и юристы посвятили бесплатной помощи более 2 000 часов — почти на треть больше, чем годом ранее. Участие в программе pro bono учитывается в оценке работы каждого юриста наравне с клиентской нагрузкой.',
        'Основными направлениями стали сопровождение благотворительных фондов, помогающих детям с редкими заболеваниями, консультации по семейным и наследственным вопросам для многодетных семей, а также защита пожилых людей, которые под влиянием телефонных мошенников продали единственное жильё или оформили кредиты.',
        'Кроме того, юристы коллегии провели цикл бесплатных лекций для студентов региональных юридических вузов и подготовили памятку о порядке внесудебного банкротства граждан через МФЦ, которую распространили некоммерческие организации-партнёры.',
      ],
      [
        'The firm has reviewed its pro bono work for 2023. Its advocates and lawyers devoted more than 2,000 hours to free legal assistance — almost a third more than the year before. Participation in the pro bono programme counts towards each lawyer’s appraisal on a par with client work.',
        'The main areas were support for charities helping children with rare diseases, advice on family and inheritance matters for large families, and the defence of elderly people who, under the influence of telephone fraudsters, sold their only home or took out loans.',
        'In addition, the firm’s lawyers gave a series of free lectures to students at regional law schools and prepared a guide to out-of-court personal bankruptcy through multifunctional public service centres, distributed by partner non-profit organisations.',
      ],
    ),
    authors: ['larina', 'zaitseva'],
    practices: ['private-clients', 'family-and-inheritance'],
  },

  // 2024
  {
    key: 'l-2024-foreign-award-enforcement',
    type: 'news',
    publishedAt: '2024-01-30',
    title: t(
      'Суд признал в России решение арбитража в Дубае по иску клиента коллегии',
      'Russian court recognises a Dubai arbitral award won by the firm’s client',
    ),
    summary: t(
      'Арбитражный суд Московского округа подтвердил выдачу исполнительного листа на решение арбитража DIAC о взыскании 38 млн долларов с российского покупателя.',
      'The Commercial Court of the Moscow District has upheld the enforcement of a DIAC award ordering a Russian buyer to pay USD 38 million.',
    ),
    body: p(
      [
        'Арбитражный суд Московского округа оставил в силе определение о признании и приведении в исполнение решения Международного арбитражного центра в Дубае (DIAC), вынесенного в пользу торговой компании из ОАЭ — клиента коллегии. Решением с российского покупателя металлопродукции взыскано около 38 млн долларов задолженности и процентов.',
        'Должник утверждал, что исполнение решения противоречит публичному порядку Российской Федерации, поскольку оплата в долларах невозможна из-за санкционных ограничений. Суд отклонил этот довод: затруднения с переводом валюты не освобождают от обязанности платить, а стороны вправе согласовать исполнение в рублях по курсу на дату платежа.',
        'Дело показывает, что решения арбитражей в дружественных юрисдикциях по-прежнему эффективно исполняются в России на основе Нью-Йоркской конвенции 1958 года. Сейчас коллегия сопровождает принудительное исполнение: на счета и доли должника в дочерних обществах наложены аресты.',
      ],
      [
        'The Commercial Court of the Moscow District has upheld a ruling recognising and enforcing an award of the Dubai International Arbitration Centre (DIAC) made in favour of a UAE trading company represented by the firm. The award orders a Russian buyer of steel products to pay about USD 38 million in debt and interest.',
        'The debtor argued that enforcement would violate Russian public policy, because payment in US dollars was impossible owing to sanctions restrictions. The court rejected the argument: difficulties in transferring currency do not release a debtor from the obligation to pay, and the parties are free to agree on payment in roubles at the exchange rate on the date of payment.',
        'The case shows that awards rendered in friendly jurisdictions are still effectively enforced in Russia under the 1958 New York Convention. The firm is now handling the enforcement stage: the debtor’s bank accounts and its interests in subsidiaries have been attached.',
      ],
    ),
    authors: ['volkov', 'romanova'],
    practices: ['international-arbitration', 'commercial-disputes'],
    sectors: ['transport-logistics'],
  },
  {
    key: 'l-2024-chambers-results',
    type: 'news',
    publishedAt: '2024-03-05',
    title: t(
      'Chambers 2024: коллегия сохранила позиции в ключевых практиках',
      'Chambers 2024: the firm holds its ground in key practices',
    ),
    summary: t(
      'Международный справочник Chambers and Partners отметил коллегию в пяти практиках, а шесть партнёров получили индивидуальные рекомендации.',
      'Chambers and Partners ranks the firm in five practice areas, and six of its partners receive individual recommendations.',
    ),
    body: p(
      [
        'Международный справочник Chambers and Partners опубликовал рейтинги 2024 года. Коллегия отмечена в пяти практиках: «Разрешение споров», «Международный арбитраж», «Банкротство и реструктуризация», «Налоги» и «Корпоративное право / M&A». Шесть партнёров коллегии вошли в индивидуальные рейтинги.',
        'Клиенты в отзывах для справочника отмечают «способность быстро находить процессуальные решения там, где сложившейся практики ещё нет» и «редкое сочетание глубокой судебной экспертизы с пониманием бизнеса». Отдельно упомянута работа коллегии по спорам, связанным с выходом иностранных инвесторов из российских активов.',
        'Мы признательны клиентам за доверие и рекомендации. Высокая оценка независимых исследователей особенно ценна в период, когда рынок юридических услуг в России переживает глубокую перестройку.',
      ],
      [
        'Chambers and Partners has published its 2024 rankings. The firm is ranked in five practice areas: Dispute Resolution, International Arbitration, Restructuring/Insolvency, Tax, and Corporate/M&A. Six of the firm’s partners are ranked individually.',
        'In their feedback to the researchers, clients highlight the team’s “ability to find procedural solutions quickly where there is no established practice yet” and its “rare combination of deep litigation expertise with an understanding of business”. The firm’s work on disputes connected with foreign investors’ exit from Russian assets is mentioned separately.',
        'We are grateful to our clients for their trust and recommendations. A high rating from independent researchers is particularly valuable at a time when the Russian legal market is undergoing a profound transformation.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['dispute-resolution', 'international-arbitration'],
  },
  {
    key: 'l-2024-personal-bankruptcy-sole-home',
    type: 'publication',
    publishedAt: '2024-04-09',
    title: t(
      'Единственное жильё в банкротстве гражданина: когда его всё-таки можно продать',
      'The only home in personal bankruptcy: when it can be sold after all',
    ),
    summary: t(
      'Разбираем, как суды применяют исключение для «роскошного» единственного жилья и что должны учитывать кредиторы и должники.',
      'We look at how the courts apply the exception for a “luxury” only home and what creditors and debtors should bear in mind.',
    ),
    body: p(
      [
        'Единственное жильё гражданина по общему правилу защищено исполнительским иммунитетом и не включается в конкурсную массу. Однако после постановления Конституционного Суда 2021 года суды вправе отступить от этого правила, если жильё явно превышает разумные потребности должника и его семьи.',
        'Практика последних лет выработала ряд критериев. Кредитор должен доказать, что площадь и стоимость жилья существенно выше нормы, предложить должнику замещающее жильё в том же населённом пункте и показать, что продажа принесёт кредиторам ощутимый доход после покупки нового жилья и расходов на процедуру. Суды отказывают, если выгода для кредиторов несоразмерна ухудшению условий жизни семьи.',
        'Отдельного внимания заслуживают случаи, когда должник незадолго до банкротства продаёт несколько объектов и оставляет себе одну дорогую квартиру. Суды квалифицируют такие действия как злоупотребление правом и лишают жильё иммунитета даже без предоставления замещающего жилья.',
        'Для должников главный вывод — планировать структуру активов заранее и не совершать сделок, которые могут быть расценены как вывод имущества. Для кредиторов — тщательно готовить доказательства и предлагать суду конкретный объект замещения.',
      ],
      [
        'As a general rule, a citizen’s only home is protected by immunity from enforcement and excluded from the bankruptcy estate. Following a 2021 ruling of the Constitutional Court, however, courts may depart from this rule where the home clearly exceeds the reasonable needs of the debtor and the debtor’s family.',
        'Recent case law has developed a set of criteria. The creditor must prove that the floor area and value of the home are far above normal, offer the debtor replacement housing in the same locality and show that the sale will bring creditors a tangible return after the purchase of the new home and the costs of the procedure. Courts refuse where the benefit to creditors is disproportionate to the deterioration in the family’s living conditions.',
        'Particular attention should be paid to cases where the debtor, shortly before bankruptcy, sells several properties and keeps a single expensive flat. Courts treat such conduct as an abuse of rights and strip the home of immunity even without providing replacement housing.',
        'For debtors, the main lesson is to plan the structure of their assets in advance and to avoid transactions that may be seen as asset stripping. For creditors, it is to prepare the evidence carefully and to offer the court a specific replacement property.',
      ],
    ),
    authors: ['sokolova', 'tikhonova'],
    practices: ['bankruptcy', 'private-clients'],
    sourceUrl: 'https://pravo.ru/story/2024/04/09/edinstvennoe-zhile-v-bankrotstve/',
  },
  {
    key: 'l-2024-spilf-panel',
    type: 'event',
    publishedAt: '2024-05-28',
    title: t(
      'Партнёры коллегии выступят на Петербургском международном юридическом форуме',
      'The firm’s partners to speak at the St Petersburg International Legal Forum',
    ),
    summary: t(
      'Коллегия проведёт на форуме сессию об исполнении арбитражных решений в условиях санкций и фрагментации международной системы правосудия.',
      'At the Forum, the firm will host a session on enforcing arbitral awards amid sanctions and the fragmentation of international justice.',
    ),
    body: p(
      [
        'В рамках XII Петербургского международного юридического форума коллегия проведёт экспертную сессию «Исполнение арбитражных решений в раздробленном мире». Модераторами выступят партнёры практик международного арбитража и санкционных споров.',
        'Участники обсудят, как меняется подход судов разных стран к признанию иностранных арбитражных решений, насколько эффективны арбитражные центры Азии и Ближнего Востока для споров с российскими сторонами и какие активы остаются доступными для взыскания.',
        'В дискуссии примут участие представители арбитражных институтов, судейского сообщества и юридических департаментов крупных компаний. Для участия необходима аккредитация на сайте форума.',
      ],
      [
        'As part of the 12th St Petersburg International Legal Forum, the firm will host an expert session entitled “Enforcing arbitral awards in a fragmented world”. The session will be moderated by partners from the international arbitration and sanctions disputes practices.',
        'Participants will discuss how courts in different countries are changing their approach to the recognition of foreign arbitral awards, how effective Asian and Middle Eastern arbitration centres are for disputes involving Russian parties, and which assets remain available for enforcement.',
        'The discussion will bring together representatives of arbitral institutions, the judiciary and the legal departments of major companies. Accreditation on the Forum’s website is required.',
      ],
    ),
    authors: ['volkov', 'orlov'],
    practices: ['international-arbitration', 'international-sanctions'],
    event: {
      startsAt: '2024-06-27T14:00:00+03:00',
      endsAt: '2024-06-27T15:30:00+03:00',
      place: t(
        'Санкт-Петербург, конгрессно-выставочный центр «Экспофорум»',
        'St Petersburg, Expoforum Convention and Exhibition Centre',
      ),
    },
  },
  {
    key: 'l-2024-crypto-mining-law',
    type: 'publication',
    publishedAt: '2024-08-13',
    title: t(
      'Закон о майнинге: что меняется для бизнеса с 1 ноября 2024 года',
      'The mining law: what changes for business from 1 November 2024',
    ),
    summary: t(
      'Майнинг цифровой валюты стал легальным видом деятельности. Разбираем требования реестра, ограничения по регионам и налоговые вопросы.',
      'Mining of digital currency has become a lawful business activity. We review the register requirements, regional restrictions and tax issues.',
    ),
    body: p(
      [
        'Подписанный в августе закон впервые прямо легализует майнинг цифровой валюты в России. С 1 ноября 2024 года заниматься им вправе российские юридические лица и индивидуальные предприниматели, включённые в реестр Минцифры, а также граждане без регистрации — в пределах лимитов энергопотребления, установленных Правительством.',
        'Операторы майнинговой инфраструктуры — владельцы центров обработки данных, предоставляющие мощности майнерам, — также должны войти в реестр. Правительство получило право запрещать майнинг в отдельных регионах и в периоды пиковых нагрузок на энергосистему, что напрямую влияет на выбор площадки для новых проектов.',
        'Майнеры обязаны сообщать в налоговые органы сведения о добытой криптовалюте и адресах-идентификаторах. Налоговый режим доходов от майнинга и последующей продажи цифровой валюты, по нашей оценке, будет уточнён поправками в Налоговый кодекс до конца года, поэтому договоры с инвесторами стоит структурировать с оговорками на случай изменения налогообложения.',
        'Мы рекомендуем компаниям, которые планируют работать в отрасли, заранее проверить соответствие требованиям реестра, урегулировать договоры энергоснабжения и аренды площадок и оценить риски ограничений в регионе размещения оборудования.',
      ],
      [
        'The law signed in August legalises digital currency mining in Russia expressly for the first time. From 1 November 2024, mining may be carried out by Russian legal entities and sole traders entered in the register kept by the Ministry of Digital Development, and by individuals without registration within energy consumption limits set by the Government.',
        'Operators of mining infrastructure — owners of data centres providing capacity to miners — must also be registered. The Government has been empowered to ban mining in particular regions and during peak loads on the power grid, which directly affects site selection for new projects.',
        'Miners must report to the tax authorities the cryptocurrency they have mined and their wallet addresses. In our view, the tax treatment of mining income and of subsequent sales of digital currency will be clarified by amendments to the Tax Code before the end of the year, so agreements with investors should include provisions allowing for changes in taxation.',
        'We advise companies planning to operate in the sector to check compliance with the register requirements early, put their power supply and site lease agreements in order and assess the risk of restrictions in the region where their equipment is located.',
      ],
    ),
    authors: ['novikova', 'polyakova'],
    practices: ['natural-resources-energy', 'tax-disputes'],
    sectors: ['technology', 'energy'],
    sourceUrl: 'https://www.kommersant.ru/doc/2024/08/13/zakon-o-mayninge',
  },
  {
    key: 'l-2024-pharma-marking-seminar',
    type: 'event',
    publishedAt: '2024-09-24',
    title: t(
      'Семинар «Маркировка лекарств: проверки, штрафы и споры»',
      'Seminar “Medicine labelling: inspections, fines and disputes”',
    ),
    summary: t(
      'Юристы коллегии расскажут фармацевтическим компаниям и аптечным сетям о практике проверок Росздравнадзора и обжаловании штрафов за нарушения в системе маркировки.',
      'The firm’s lawyers will brief pharmaceutical companies and pharmacy chains on Roszdravnadzor inspection practice and challenges to fines for breaches of the track-and-trace rules.',
    ),
    body: p(
      [
        'Обязательная маркировка лекарственных препаратов действует уже более четырёх лет, но количество проверок и штрафов продолжает расти. Росздравнадзор всё чаще выявляет расхождения между данными системы мониторинга движения препаратов и фактическим движением товара, а суды нередко встают на сторону регулятора.',
        'На семинаре мы разберём типичные нарушения — несвоевременную передачу сведений о выводе из оборота, ошибки при перемаркировке и приёмке, продажу препаратов с неподтверждённым статусом, — и расскажем, какие доводы помогают снизить или отменить штраф. Отдельный блок посвящён взаимодействию с оператором системы и фиксации технических сбоев.',
        'Семинар рассчитан на юристов, специалистов по качеству и руководителей логистики фармацевтических компаний, дистрибьюторов и аптечных сетей. Участие бесплатное, требуется предварительная регистрация.',
      ],
      [
        'Mandatory track-and-trace labelling of medicines has been in force for more than four years, yet the number of inspections and fines keeps growing. Roszdravnadzor increasingly identifies discrepancies between the data in the drug movement monitoring system and the actual movement of goods, and courts often side with the regulator.',
        'At the seminar we will review typical breaches — late reporting of withdrawal from circulation, errors in relabelling and acceptance, sales of products with an unconfirmed status — and explain which arguments help to reduce or overturn a fine. A separate session will cover dealings with the system operator and the recording of technical failures.',
        'The seminar is intended for lawyers, quality managers and logistics heads of pharmaceutical manufacturers, distributors and pharmacy chains. Attendance is free of charge; advance registration is required.',
      ],
    ),
    authors: ['egorova', 'lebedev'],
    practices: ['pharma-healthcare'],
    sectors: ['pharma', 'retail'],
    event: {
      startsAt: '2024-10-17T11:00:00+03:00',
      endsAt: '2024-10-17T14:00:00+03:00',
      place: t('Москва, офис коллегии и онлайн-трансляция', 'Moscow, the firm’s office and online'),
    },
  },
  {
    key: 'l-2024-pravo-ru-300',
    type: 'news',
    publishedAt: '2024-11-12',
    title: t(
      '«Право-300» 2024: коллегия вошла в число лидеров по разрешению споров',
      'Pravo.ru-300 2024: the firm among the leaders in dispute resolution',
    ),
    summary: t(
      'По итогам рейтинга коллегия представлена в 17 номинациях, из них в восьми — в первой группе.',
      'The firm is ranked in 17 categories of this year’s ranking, eight of them in the first band.',
    ),
    body: p(
      [
        'Портал «Право.ru» подвёл итоги рейтинга «Право-300» 2024 года. Коллегия представлена в 17 номинациях — на две больше, чем годом ранее. В первую группу вошли практики арбитражного судопроизводства, международного арбитража, международных санкций, банкротства, налоговых споров, корпоративных споров, уголовно-правовой защиты бизнеса и частных клиентов.',
        'Наиболее заметный рост показали практика фармацевтики и здравоохранения, впервые поднявшаяся во вторую группу, и практика интеллектуальной собственности, которую составители отметили за серию дел о параллельном импорте.',
        'Кроме того, коллегия заняла место в первой десятке общего рейтинга крупнейших юридических фирм по выручке и количеству юристов.',
      ],
      [
        'The Pravo.ru portal has announced the results of its Pravo.ru-300 2024 ranking. The firm is ranked in 17 categories — two more than the previous year. The first band includes our commercial litigation, international arbitration, international sanctions, bankruptcy, tax disputes, corporate disputes, white-collar criminal defence and private client practices.',
        'The most notable progress was made by the pharmaceuticals and healthcare practice, which rose to the second band for the first time, and the intellectual property practice, which the editors singled out for a series of parallel import cases.',
        'The firm also placed in the top ten of the overall ranking of the largest law firms by revenue and headcount.',
      ],
    ),
    authors: ['gromov'],
    practices: ['dispute-resolution', 'criminal-defence'],
  },
  {
    key: 'l-2024-tax-reform-2025',
    type: 'publication',
    publishedAt: '2024-12-10',
    title: t(
      'Налоговая реформа 2025 года: семь вопросов, которые нужно решить до 1 января',
      'The 2025 tax reform: seven questions to settle before 1 January',
    ),
    summary: t(
      'Прогрессивный НДФЛ, налог на прибыль 25%, НДС для упрощенцев и амнистия за дробление бизнеса — что делать компаниям и собственникам уже сейчас.',
      'Progressive personal income tax, a 25% profit tax, VAT for simplified-regime taxpayers and an amnesty for business splitting: what companies and owners should do now.',
    ),
    body: p(
      [
        'Летом 2024 года был принят закон о самой масштабной за последние два десятилетия реформе налоговой системы. С 1 января 2025 года ставка налога на прибыль организаций повышается с 20 до 25%, а для доходов физических лиц вводится пятиступенчатая прогрессивная шкала НДФЛ — от 13 до 22%.',
        'Для малого бизнеса ключевое изменение — обязанность плательщиков упрощённой системы с доходом свыше 60 млн рублей уплачивать НДС. Им предоставлен выбор между общей ставкой с правом на вычет и пониженными ставками 5 или 7% без вычетов. Решение нужно принять до подачи первой декларации, а выбор пониженной ставки действует не менее трёх лет.',
        'Закон также вводит амнистию для групп, которые в 2022–2024 годах применяли схемы дробления бизнеса: если группа добровольно откажется от схемы в 2025–2026 годах, недоимка за прошлые периоды будет списана. Мы рекомендуем собственникам критически оценить структуру группы, пока действует амнистия.',
        'Среди других вопросов, требующих внимания до конца года, — пересмотр ценовых оговорок в долгосрочных договорах, переоценка отложенных налоговых активов, выплата дивидендов с учётом новых ставок и использование федерального инвестиционного налогового вычета.',
      ],
      [
        'In the summer of 2024 a law was adopted on the largest overhaul of the tax system in two decades. From 1 January 2025, the corporate profit tax rate rises from 20% to 25%, and a five-band progressive personal income tax scale of 13% to 22% is introduced for individuals.',
        'For small businesses, the key change is that taxpayers under the simplified regime with income above RUB 60 million must pay VAT. They may choose between the standard rate with the right to input VAT deductions and reduced rates of 5% or 7% without deductions. The choice must be made before the first return is filed, and an election for a reduced rate applies for at least three years.',
        'The law also introduces an amnesty for groups that used business-splitting schemes in 2022–2024: if a group voluntarily abandons the scheme in 2025–2026, tax arrears for past periods will be written off. We recommend that owners take a critical look at their group structure while the amnesty is available.',
        'Other matters requiring attention before the year end include reviewing price clauses in long-term contracts, remeasuring deferred tax assets, paying dividends in light of the new rates and making use of the federal investment tax deduction.',
      ],
    ),
    authors: ['kuznetsov', 'markov'],
    practices: ['tax-disputes', 'corporate-ma'],
  },

  // 2025
  {
    key: 'l-2025-personal-data-turnover-fines',
    type: 'publication',
    publishedAt: '2025-01-28',
    title: t(
      'Оборотные штрафы за утечки персональных данных: как подготовиться к 30 мая 2025 года',
      'Turnover-based fines for personal data leaks: how to prepare for 30 May 2025',
    ),
    summary: t(
      'С 30 мая 2025 года за повторную утечку персональных данных компании грозит штраф до 3% годовой выручки. Рассказываем, с чего начать подготовку.',
      'From 30 May 2025 a repeated personal data leak may cost a company up to 3% of its annual revenue. Here is where to start preparing.',
    ),
    body: p(
      [
        'В конце ноября 2024 года были приняты поправки в КоАП РФ, которые кардинально ужесточают ответственность операторов персональных данных. Штрафы за первичную утечку теперь зависят от числа затронутых субъектов и достигают 15 млн рублей для организаций, а за утечку специальных категорий и биометрических данных — 20 млн рублей.',
        'Главное новшество — оборотные штрафы за повторное нарушение: от 0,1 до 3% совокупной выручки за предшествующий год, но не менее 20 млн и не более 500 млн рублей. Одновременно введена уголовная ответственность за незаконное использование, передачу и хранение компьютерной информации, содержащей персональные данные.',
        'Закон предусматривает смягчающие обстоятельства: если в течение года до утечки компания инвестировала в информационную безопасность не менее 0,1% выручки, соответствовала требованиям ФСТЭК и не допускала нарушений, оборотный штраф может быть заменён фиксированным. Именно поэтому документирование расходов на защиту данных становится не формальностью, а инструментом защиты.',
        'До 30 мая мы рекомендуем провести инвентаризацию обрабатываемых данных, обновить уведомление в Роскомнадзоре, утвердить регламент реагирования на инциденты (о нём нужно сообщить регулятору в течение 24 часов) и пересмотреть договоры с подрядчиками, получающими доступ к данным.',
      ],
      [
        'At the end of November 2024, amendments to the Code of Administrative Offences were adopted that drastically tighten the liability of personal data operators. Fines for a first leak now depend on the number of data subjects affected and reach RUB 15 million for organisations, and RUB 20 million for leaks of special categories of data and biometric data.',
        'The main innovation is turnover-based fines for repeated breaches: from 0.1% to 3% of total revenue for the preceding year, but no less than RUB 20 million and no more than RUB 500 million. At the same time, criminal liability has been introduced for the unlawful use, transfer and storage of computer information containing personal data.',
        'The law provides for mitigating circumstances: if, during the year before the leak, the company invested at least 0.1% of its revenue in information security, complied with FSTEC requirements and had no prior breaches, the turnover-based fine may be replaced by a fixed one. Documenting spending on data protection is therefore no longer a formality but a line of defence.',
        'Before 30 May we recommend taking an inventory of the data processed, updating the notification filed with Roskomnadzor, adopting an incident response procedure (incidents must be reported to the regulator within 24 hours) and reviewing contracts with contractors who have access to the data.',
      ],
    ),
    authors: ['egorova', 'polyakova'],
    practices: ['intellectual-property', 'retail-fmcg'],
    sectors: ['technology', 'retail', 'banking-finance'],
  },
  {
    key: 'l-2025-chambers-results',
    type: 'news',
    publishedAt: '2025-02-25',
    title: t(
      'Chambers 2025: новая практика в рейтинге и рекомендации для восьми партнёров',
      'Chambers 2025: a new practice ranked and eight partners recommended',
    ),
    summary: t(
      'Справочник Chambers and Partners впервые отметил практику интеллектуальной собственности коллегии, а число рекомендованных партнёров выросло до восьми.',
      'Chambers and Partners has ranked the firm’s intellectual property practice for the first time, and the number of recommended partners has risen to eight.',
    ),
    body: p(
      [
        'Chambers and Partners опубликовал рейтинги 2025 года. Коллегия отмечена в шести практиках: к разрешению споров, международному арбитражу, банкротству, налогам и корпоративному праву впервые добавилась интеллектуальная собственность. Индивидуальные рекомендации получили восемь партнёров коллегии.',
        'Исследователи справочника отметили работу коллегии по спорам о параллельном импорте и защите брендов, а также по делам о признании иностранных арбитражных решений. Практика разрешения споров сохранила место в верхней группе рейтинга.',
        '«Рейтинг важен для нас не сам по себе, а как отражение того, что клиенты готовы рекомендовать нас коллегам. Особенно приятно, что признание получила практика, которую мы много лет развивали с нуля», — прокомментировала партнёр-основатель коллегии.',
      ],
      [
        'Chambers and Partners has published its 2025 rankings. The firm is ranked in six practice areas: Intellectual Property now joins Dispute Resolution, International Arbitration, Restructuring/Insolvency, Tax and Corporate/M&A. Eight of the firm’s partners are ranked individually.',
        'The researchers noted the firm’s work on parallel import and brand protection disputes, as well as on cases concerning the recognition of foreign arbitral awards. The dispute resolution practice retained its place in the top band.',
        '“A ranking matters to us not for its own sake, but as a reflection of clients’ readiness to recommend us to their peers. We are particularly pleased that recognition has gone to a practice we have built from scratch over many years,” said the firm’s founding partner.',
      ],
    ),
    authors: ['larina', 'morozova'],
    practices: ['dispute-resolution', 'intellectual-property'],
  },
  {
    key: 'l-2025-new-partners',
    type: 'news',
    publishedAt: '2025-04-15',
    title: t(
      'Новые партнёры в практиках энергетики и трудового права',
      'New partners in the energy and employment practices',
    ),
    summary: t(
      'Партнёрами коллегии стали руководитель практики природных ресурсов и энергетики и руководитель практики трудовых споров.',
      'The heads of the natural resources and energy practice and of the employment disputes practice have been made partners.',
    ),
    body: p(
      [
        'Коллегия объявляет о пополнении партнёрства: с 1 апреля 2025 года партнёрами стали руководитель практики природных ресурсов и энергетики и руководитель практики трудовых споров. Теперь в коллегии 14 партнёров.',
        'Практика природных ресурсов и энергетики за последние два года сопровождала переоформление лицензий на недропользование после выхода иностранных акционеров, сделки с генерирующими активами и проекты по учёту и продаже углеродных единиц. Практика трудовых споров консультирует работодателей по вопросам удалённой работы, релокации сотрудников и увольнения топ-менеджеров.',
        'Оба новых партнёра много лет работают в коллегии и ведут ключевых клиентов в своих отраслях. Их назначение продолжает курс на развитие отраслевых практик, которые дополняют традиционно сильное судебное направление.',
      ],
      [
        'The firm is pleased to announce an expansion of its partnership: since 1 April 2025 the heads of the natural resources and energy practice and of the employment disputes practice have been partners. The firm now has 14 partners.',
        'Over the past two years the natural resources and energy practice has handled the re-registration of subsoil licences following the exit of foreign shareholders, transactions in generating assets and projects for the registration and sale of carbon units. The employment disputes practice advises employers on remote work, staff relocation and the dismissal of senior executives.',
        'Both new partners have worked at the firm for many years and lead key clients in their industries. Their appointment continues the firm’s strategy of developing industry practices that complement its traditionally strong litigation work.',
      ],
    ),
    authors: ['novikova', 'zaitseva'],
    practices: ['natural-resources-energy', 'labour-disputes'],
    sectors: ['energy'],
  },
  {
    key: 'l-2025-anti-suit-injunctions-review',
    type: 'publication',
    publishedAt: '2025-05-20',
    title: t(
      'Антиисковые запреты в 2024–2025 годах: от исключения к рутине',
      'Anti-suit injunctions in 2024–2025: from exception to routine',
    ),
    summary: t(
      'Обзор практики применения статьи 248.2 АПК РФ: сроки рассмотрения, размер «компенсационной» суммы и первые случаи её взыскания.',
      'A review of practice under Article 248.2 of the Commercial Procedure Code: timelines, the size of the compensatory sum and the first cases of its recovery.',
    ),
    body: p(
      [
        'За пять лет существования статьи 248.2 АПК РФ антиисковый запрет превратился из экзотического инструмента в стандартную часть стратегии российских компаний в трансграничных спорах. В 2024 году суды рассмотрели рекордное число таких заявлений, а доля удовлетворённых превысила две трети.',
        'Суды последовательно устанавливают на случай нарушения запрета сумму, равную размеру иностранных требований, а в ряде дел — и расходов на иностранный процесс. В 2024–2025 годах появились первые решения о взыскании этих сумм с иностранных банков и поставщиков, продолживших процесс за рубежом, и обращении взыскания на их имущество в России.',
        'Одновременно выросло и противодействие: иностранные суды и арбитражи выносят встречные запреты и квалифицируют обращение в российский суд как нарушение арбитражного соглашения. Возникает ситуация параллельных процессов, исход которых определяется не столько правовыми аргументами, сколько географией активов сторон.',
        'Мы рекомендуем оценивать перспективы антиискового запрета комплексно: где находятся активы контрагента, есть ли у него бизнес в России и дружественных юрисдикциях, и готов ли клиент к ответным мерам за рубежом.',
      ],
      [
        'In the five years since Article 248.2 of the Commercial Procedure Code was introduced, the anti-suit injunction has turned from an exotic tool into a standard part of Russian companies’ strategy in cross-border disputes. In 2024 the courts heard a record number of such applications, and more than two thirds were granted.',
        'Courts consistently set, for the event of a breach, a sum equal to the amount of the foreign claims and, in some cases, the costs of the foreign proceedings as well. In 2024–2025 the first judgments appeared ordering foreign banks and suppliers that had pressed on with proceedings abroad to pay these sums, with enforcement against their property in Russia.',
        'Resistance has grown as well: foreign courts and tribunals issue counter-injunctions and treat applications to a Russian court as a breach of the arbitration agreement. The result is parallel proceedings whose outcome depends less on legal arguments than on where the parties’ assets are located.',
        'We recommend assessing the prospects of an anti-suit injunction in the round: where the counterparty’s assets are, whether it does business in Russia and friendly jurisdictions, and whether the client is prepared for retaliatory measures abroad.',
      ],
    ),
    authors: ['orlov', 'kiselev'],
    practices: ['international-sanctions', 'foreign-state-courts'],
    sectors: ['banking-finance'],
    sourceUrl: 'https://zakon.ru/blog/2025/5/20/antiiskovye_zaprety_2024_2025',
  },
  {
    key: 'l-2025-pharma-marking-win',
    type: 'news',
    publishedAt: '2025-06-17',
    title: t(
      'Суд отменил штрафы аптечной сети за нарушения в системе маркировки',
      'Court sets aside fines imposed on a pharmacy chain for track-and-trace violations',
    ),
    summary: t(
      'Коллегия доказала, что расхождения в системе мониторинга движения лекарств были вызваны техническим сбоем, и добилась отмены 46 постановлений о штрафах.',
      'The firm proved that discrepancies in the drug movement monitoring system had been caused by a technical failure and had 46 penalty rulings set aside.',
    ),
    body: p(
      [
        'Суды отменили 46 постановлений территориальных органов Росздравнадзора о привлечении региональной аптечной сети — клиента коллегии — к административной ответственности за несвоевременное внесение сведений в систему мониторинга движения лекарственных препаратов. Общая сумма штрафов превышала 9 млн рублей.',
        'Регулятор исходил из того, что аптеки продавали препараты, не передав вовремя сведения о выводе их из оборота. Коллегия собрала доказательства того, что данные фактически отправлялись в срок, но не обрабатывались из-за сбоя на стороне программного обеспечения, и добилась назначения компьютерно-технической экспертизы.',
        'Суды согласились, что вина аптечной сети отсутствует, и указали, что при оценке нарушений в системе маркировки контролирующий орган обязан исследовать технические журналы, а не ограничиваться выгрузкой из системы. Решения имеют значение для всей отрасли: аналогичные претензии предъявлены многим аптечным сетям.',
      ],
      [
        'The courts have set aside 46 rulings by regional offices of Roszdravnadzor imposing administrative penalties on a regional pharmacy chain, a client of the firm, for late entry of data into the drug movement monitoring system. The fines totalled more than RUB 9 million.',
        'The regulator had alleged that the pharmacies sold medicines without reporting their withdrawal from circulation on time. The firm gathered evidence that the data had in fact been sent on time but had not been processed because of a software failure, and secured the appointment of a computer forensics examination.',
        'The courts agreed that the pharmacy chain was not at fault and held that, when assessing track-and-trace violations, the regulator must examine the technical logs rather than rely solely on an extract from the system. The decisions matter for the whole industry, as similar claims have been brought against many pharmacy chains.',
      ],
    ),
    authors: ['egorova'],
    practices: ['pharma-healthcare', 'dispute-resolution'],
    sectors: ['pharma', 'retail'],
  },
  {
    key: 'l-2025-foreign-investor-exit-update',
    type: 'publication',
    publishedAt: '2025-08-26',
    title: t(
      'Выход иностранных инвесторов в 2025 году: дороже, дольше, но по-прежнему возможно',
      'Foreign investors’ exit in 2025: costlier and slower, but still possible',
    ),
    summary: t(
      'Правительственная комиссия ужесточила условия одобрения сделок: дисконт вырос до 60%, добровольный взнос — до 35%. Что это означает для продавцов и покупателей.',
      'The Government Commission has tightened its approval conditions: the discount has risen to 60% and the voluntary contribution to 35%. What this means for sellers and buyers.',
    ),
    body: p(
      [
        'С начала 2025 года Правительственная комиссия по контролю за осуществлением иностранных инвестиций применяет более жёсткие условия одобрения сделок по выходу инвесторов из недружественных государств. Минимальный дисконт к рыночной стоимости актива вырос до 60%, а добровольный взнос в бюджет — до 35% рыночной стоимости.',
        'Ужесточение совпало с ростом интереса части иностранных компаний к сохранению присутствия в России или возможности вернуться. Всё чаще продавцы включают в сделку опцион на обратный выкуп, который комиссия оценивает индивидуально: в одних случаях он допускается на срок до нескольких лет, в других — становится основанием для отказа.',
        'Практика показывает, что сроки рассмотрения заявок увеличились, а число сделок, одобренных с первой попытки, снизилось. Комиссия уделяет больше внимания источникам финансирования покупателя и его связи с прежним менеджментом, а также судьбе долговых обязательств перед иностранной материнской компанией.',
        'Покупателям мы рекомендуем заранее подтверждать происхождение средств и готовить план развития бизнеса, а продавцам — реалистично оценивать итоговую сумму с учётом дисконта, взноса, налогов и ограничений на вывод средств за рубеж.',
      ],
      [
        'Since the beginning of 2025, the Government Commission for the Control of Foreign Investments has applied stricter conditions to the approval of exit transactions by investors from unfriendly states. The minimum discount to the asset’s market value has risen to 60%, and the voluntary contribution to the budget to 35% of market value.',
        'The tightening has coincided with growing interest among some foreign companies in keeping a presence in Russia or retaining the option to return. Sellers increasingly include a buy-back option in the deal, which the Commission assesses case by case: in some cases it is allowed for a period of up to several years, in others it becomes a ground for refusal.',
        'Practice shows that review periods have lengthened and fewer transactions are approved at the first attempt. The Commission pays more attention to the buyer’s sources of financing and links with the former management, and to the fate of debt owed to the foreign parent company.',
        'We advise buyers to confirm the source of their funds in advance and to prepare a business development plan, and sellers to make a realistic estimate of the final proceeds after the discount, the contribution, taxes and restrictions on transfers abroad.',
      ],
    ),
    authors: ['belova', 'lebedev'],
    practices: ['corporate-ma', 'antitrust'],
  },
  {
    key: 'l-2025-esg-energy-conference',
    type: 'event',
    publishedAt: '2025-10-07',
    title: t(
      'Конференция «Энергетический переход по-российски: право, углерод, инвестиции»',
      'Conference “Energy transition, Russian style: law, carbon and investment”',
    ),
    summary: t(
      'Коллегия собирает энергетические компании, инвесторов и регуляторов, чтобы обсудить углеродное регулирование, «зелёное» финансирование и споры в энергетике.',
      'The firm brings together energy companies, investors and regulators to discuss carbon regulation, green finance and energy disputes.',
    ),
    body: p(
      [
        'Коллегия провела ежегодную конференцию, посвящённую правовым аспектам энергетики и устойчивого развития. В этом году в центре внимания — развитие национальной системы углеродных единиц, сахалинский эксперимент по ограничению выбросов и первые сделки с углеродными единицами между российскими компаниями.',
        'Отдельные сессии посвящены «зелёному» и адаптационному финансированию в рамках национальной таксономии, требованиям к нефинансовой отчётности, долгосрочным договорам поставки мощности для объектов возобновляемой энергетики и спорам, связанным с экологическим ущербом и рекультивацией земель.',
        'Среди спикеров — представители профильных министерств, энергетических и металлургических компаний, банков и биржи. Партнёры коллегии представят обзор судебной практики по спорам в энергетике за 2024–2025 годы.',
        'Участие было по приглашениям.',
      ],
      [
        'The firm held its annual conference on the legal aspects of energy and sustainable development. This year the focus was on the development of the national carbon unit system, the Sakhalin emissions-limitation experiment and the first carbon unit transactions between Russian companies.',
        'Separate sessions will address green and adaptation finance under the national taxonomy, non-financial reporting requirements, long-term capacity supply agreements for renewable energy facilities, and disputes over environmental damage and land remediation.',
        'Speakers include representatives of the relevant ministries, energy and metals companies, banks and the exchange. The firm’s partners will present a review of energy litigation in 2024–2025.',
        'Attendance was by invitation.',
      ],
    ),
    authors: ['novikova', 'fedorov'],
    practices: ['natural-resources-energy', 'real-estate-construction'],
    sectors: ['energy', 'banking-finance'],
    event: {
      startsAt: '2025-10-30T10:00:00+03:00',
      endsAt: '2025-10-30T18:00:00+03:00',
      place: t(
        'Москва, Центр международной торговли, Краснопресненская набережная, 12',
        'Moscow, World Trade Center, 12 Krasnopresnenskaya Embankment',
      ),
    },
  },
  {
    key: 'l-2025-pravo-ru-300',
    type: 'news',
    publishedAt: '2025-11-18',
    title: t(
      '«Право-300» 2025: первая группа в десяти номинациях',
      'Pravo.ru-300 2025: first band in ten categories',
    ),
    summary: t(
      'Коллегия отмечена в 19 номинациях рейтинга, в десяти из них — в первой группе. Впервые в рейтинг вошла практика по спорам в сфере персональных данных и ИТ.',
      'The firm is ranked in 19 categories, ten of them in the first band. For the first time, its data protection and IT disputes work has been ranked.',
    ),
    body: p(
      [
        'Портал «Право.ru» объявил результаты рейтинга «Право-300» 2025 года. Коллегия отмечена в 19 номинациях, в десяти из них — в первой группе. К лидирующим практикам прошлого года добавились фармацевтика и здравоохранение, а также интеллектуальная собственность.',
        'Впервые коллегия вошла в рейтинг в номинации, посвящённой информационным технологиям и защите персональных данных. Составители учли работу по подготовке клиентов к вступлению в силу оборотных штрафов и сопровождение проверок Роскомнадзора.',
        'Рейтинг подтверждает, что стратегия развития отраслевых практик, дополняющих судебную работу, приносит результат. Благодарим клиентов и коллег за поддержку.',
      ],
      [
        'The Pravo.ru portal has announced the results of the Pravo.ru-300 2025 ranking. The firm is ranked in 19 categories, ten of them in the first band. Pharmaceuticals and healthcare and intellectual property have joined last year’s leading practices.',
        'For the first time the firm is ranked in the category covering information technology and personal data protection. The editors took into account our work preparing clients for the entry into force of turnover-based fines and advising them through Roskomnadzor inspections.',
        'The ranking confirms that our strategy of developing industry practices to complement our litigation work is paying off. We thank our clients and colleagues for their support.',
      ],
    ),
    authors: ['gromov', 'egorova'],
    practices: ['pharma-healthcare', 'intellectual-property'],
  },

  // 2026
  {
    key: 'l-2026-tax-changes-2026',
    type: 'publication',
    publishedAt: '2026-01-20',
    title: t(
      'НДС 22% и новый порог для упрощенцев: налоговые изменения 2026 года',
      'VAT at 22% and a new threshold for simplified-regime taxpayers: tax changes in 2026',
    ),
    summary: t(
      'С 1 января 2026 года выросла ставка НДС, снизился порог освобождения от НДС на упрощённой системе и сокращены льготы по страховым взносам.',
      'From 1 January 2026 the VAT rate has risen, the VAT exemption threshold under the simplified regime has been lowered and social contribution relief has been cut.',
    ),
    body: p(
      [
        'Второй год подряд налоговая система меняется масштабно. С 1 января 2026 года основная ставка НДС выросла с 20 до 22%; льготная ставка 10% для социально значимых товаров, включая продукты питания, лекарства и детские товары, сохранена.',
        'Для малого бизнеса на упрощённой системе порог доходов, при котором сохраняется освобождение от НДС, снижен с 60 до 20 млн рублей и будет поэтапно уменьшаться в следующие годы. Многим компаниям и предпринимателям впервые придётся выставлять счета-фактуры и выбирать между общей и пониженными ставками.',
        'Кроме того, большинство малых и средних предприятий лишились пониженных тарифов страховых взносов, а для ряда отраслей изменены условия применения льгот. Бизнесу стоит проверить, не приведут ли новые правила к кассовым разрывам, и пересмотреть цены в договорах, заключённых без оговорки о налоге.',
        'Отдельный вопрос — переходные положения для договоров, исполнение которых началось в 2025 году, а завершается в 2026-м. Мы рекомендуем зафиксировать с контрагентами порядок применения новой ставки к авансам и отгрузкам, чтобы избежать споров и претензий налоговых органов.',
      ],
      [
        'For the second year in a row the tax system is undergoing major change. From 1 January 2026 the standard VAT rate has risen from 20% to 22%; the reduced 10% rate for socially significant goods, including food, medicines and children’s goods, remains in place.',
        'For small businesses under the simplified regime, the income threshold for the VAT exemption has been lowered from RUB 60 million to RUB 20 million and will be reduced further in stages in the coming years. Many companies and sole traders will have to issue VAT invoices and choose between the standard and reduced rates for the first time.',
        'In addition, most small and medium-sized enterprises have lost their reduced social contribution rates, and the conditions for relief have changed in certain industries. Businesses should check whether the new rules may cause cash-flow gaps and review prices in contracts concluded without a tax clause.',
        'A separate issue concerns the transitional rules for contracts whose performance began in 2025 and ends in 2026. We recommend agreeing with counterparties how the new rate applies to advance payments and deliveries, so as to avoid disputes and claims by the tax authorities.',
      ],
    ),
    authors: ['kuznetsov', 'markov'],
    practices: ['tax-disputes'],
    sectors: ['retail', 'construction'],
  },
  {
    key: 'l-2026-chambers-legal-500-results',
    type: 'news',
    publishedAt: '2026-02-24',
    title: t(
      'Chambers 2026 и The Legal 500: коллегия в числе лидеров рынка',
      'Chambers 2026 and The Legal 500: the firm among the market leaders',
    ),
    summary: t(
      'Коллегия сохранила позиции в шести практиках Chambers and Partners и получила высокие оценки The Legal 500 в области разрешения споров и банкротства.',
      'The firm has retained its rankings in six Chambers and Partners practice areas and received strong ratings from The Legal 500 for dispute resolution and insolvency.',
    ),
    body: p(
      [
        'Chambers and Partners опубликовал рейтинги 2026 года: коллегия сохранила позиции во всех шести практиках, отмеченных годом ранее, а практика разрешения споров вновь вошла в верхнюю группу. Индивидуальные рекомендации получили девять партнёров и два советника коллегии.',
        'Одновременно справочник The Legal 500 отметил коллегию в практиках «Разрешение споров», «Банкротство и реструктуризация» и «Налоговое право». В отзывах клиенты пишут о «стратегическом видении и предсказуемом результате» и о команде, которая «одинаково уверенно работает в Верховном Суде и в международном арбитраже».',
        'Результаты 2026 года особенно символичны: в этом году коллегия отмечает 35-летие. Мы благодарим клиентов, которые доверяют нам самые сложные задачи, и каждого сотрудника коллегии.',
      ],
      [
        'Chambers and Partners has published its 2026 rankings: the firm has retained its position in all six practice areas ranked a year earlier, and the dispute resolution practice is again in the top band. Nine partners and two counsel of the firm are ranked individually.',
        'At the same time, The Legal 500 has ranked the firm for Dispute Resolution, Restructuring and Insolvency, and Tax. Clients describe “strategic vision and predictable results” and a team that is “equally confident before the Supreme Court and in international arbitration”.',
        'The 2026 results are especially meaningful because the firm celebrates its 35th anniversary this year. We thank our clients, who entrust us with their most complex matters, and every member of the firm.',
      ],
    ),
    authors: ['gromov', 'sokolova'],
    practices: ['dispute-resolution', 'bankruptcy'],
  },
  {
    key: 'l-2026-35th-anniversary',
    type: 'news',
    publishedAt: '2026-03-17',
    title: t('Коллегии — 35 лет', 'The firm turns 35'),
    summary: t(
      'В 1991 году несколько адвокатов создали небольшую коллегию для защиты предпринимателей. Сегодня это одна из ведущих юридических фирм страны.',
      'In 1991 a handful of advocates set up a small bar association to defend entrepreneurs. Today it is one of the country’s leading law firms.',
    ),
    body: p(
      [
        'Коллегия адвокатов «Громов, Ларина и партнёры» была основана в 1991 году — в год, когда в стране только появлялись частная собственность, коммерческие банки и первые арбитражные суды. Основатели коллегии защищали первых предпринимателей в делах, для которых ещё не существовало ни законов, ни судебной практики.',
        'За 35 лет коллегия выросла из небольшой адвокатской конторы в фирму с двумя десятками практик, партнёрами и советниками, сотнями выигранных дел и клиентами от частных лиц до крупнейших промышленных групп. Неизменными остались принципы: независимость адвоката, честность в оценке перспектив и ответственность за результат.',
        'В течение юбилейного года коллегия проведёт серию открытых лекций для студентов юридических вузов, расширит программу pro bono и учредит стипендию для молодых исследователей процессуального права. Завершит юбилейный год большая конференция о праве в эпоху перемен, которая пройдёт в декабре.',
      ],
      [
        'Gromov, Larina & Partners Bar Association was founded in 1991 — the year in which private property, commercial banks and the first commercial courts were only just emerging in the country. The founders defended the first entrepreneurs in cases for which neither statutes nor case law yet existed.',
        'Over 35 years the firm has grown from a small advocates’ office into a firm with some twenty practices, partners and counsel, hundreds of cases won and clients ranging from private individuals to the largest industrial groups. Its principles have remained the same: the independence of the advocate, honesty in assessing a case’s prospects and responsibility for the outcome.',
        'During the anniversary year the firm will hold a series of open lectures for law students, expand its pro bono programme and establish a scholarship for young researchers in procedural law. The anniversary year will close with a major conference on law in an age of change, to be held in December.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['dispute-resolution', 'private-clients'],
  },
  {
    key: 'l-2026-individual-bankruptcy-trends',
    type: 'publication',
    publishedAt: '2026-05-19',
    title: t(
      'Банкротство граждан: пять тенденций, которые стоит учитывать кредиторам',
      'Personal bankruptcy: five trends creditors should take into account',
    ),
    summary: t(
      'Число банкротств граждан продолжает расти. Рассказываем, как меняется практика освобождения от долгов, оспаривания сделок и поиска активов за рубежом.',
      'The number of personal bankruptcies keeps growing. We explain how practice is changing on debt discharge, challenges to transactions and tracing assets abroad.',
    ),
    body: p(
      [
        'Банкротство граждан давно стало массовой процедурой: ежегодно в России признаются банкротами сотни тысяч человек, а внесудебная процедура через МФЦ после расширения её границ доступна всё большему кругу должников. Но для кредиторов крупных должников — бывших владельцев бизнеса и поручителей по кредитам — картина иная.',
        'Первая тенденция — суды всё чаще отказывают в освобождении от долгов недобросовестным должникам, скрывавшим имущество или доходы. Вторая — активное оспаривание сделок по передаче активов родственникам, включая брачные договоры и раздел имущества, заключённые накануне банкротства.',
        'Третья и четвёртая тенденции связаны с судьбой жилья и зарубежных активов: суды последовательно применяют исключения из исполнительского иммунитета для «роскошного» жилья, а финансовые управляющие чаще обращаются за признанием российских процедур в дружественных юрисдикциях, прежде всего в ОАЭ и странах Азии.',
        'Наконец, пятая тенденция — рост числа мировых соглашений и планов реструктуризации. Кредиторы, которые видят реальную перспективу возврата через продажу активов, предпочитают договариваться, а не ждать многолетней реализации имущества. Мы помогаем выбрать стратегию исходя из того, где и в какой форме находятся активы должника.',
      ],
      [
        'Personal bankruptcy has long been a mass procedure: hundreds of thousands of people are declared bankrupt in Russia every year, and the out-of-court procedure through public service centres is available to ever more debtors since its scope was widened. For creditors of major debtors — former business owners and loan guarantors — the picture is different.',
        'The first trend is that courts increasingly refuse to discharge the debts of dishonest debtors who concealed property or income. The second is the active challenge of transfers of assets to relatives, including marriage contracts and property divisions concluded on the eve of bankruptcy.',
        'The third and fourth trends concern housing and foreign assets: courts consistently apply the exceptions to enforcement immunity for a “luxury” home, and insolvency officers increasingly seek recognition of Russian proceedings in friendly jurisdictions, above all the UAE and Asian countries.',
        'Finally, the fifth trend is the growing number of settlements and restructuring plans. Creditors who see a realistic prospect of recovery through the sale of assets prefer to negotiate rather than wait years for the property to be realised. We help to choose a strategy based on where the debtor’s assets are and in what form they are held.',
      ],
    ),
    authors: ['sokolova', 'tikhonova'],
    practices: ['bankruptcy', 'family-and-inheritance'],
    sectors: ['banking-finance'],
    sourceUrl: 'https://pravo.ru/story/2026/05/19/bankrotstvo-grazhdan-tendencii/',
  },
  {
    key: 'l-2026-sanctions-248-1-win',
    type: 'news',
    publishedAt: '2026-07-14',
    title: t(
      'Клиент коллегии взыскал 61 млн евро с европейского поставщика оборудования',
      'The firm’s client recovers EUR 61 million from a European equipment supplier',
    ),
    summary: t(
      'Российский суд рассмотрел спор вопреки арбитражной оговорке о Стокгольме и взыскал с поставщика аванс и убытки за непоставку турбинного оборудования.',
      'A Russian court heard the dispute despite a Stockholm arbitration clause and ordered the supplier to repay the advance and compensate losses for failure to deliver turbine equipment.',
    ),
    body: p(
      [
        'Арбитражный суд Свердловской области взыскал в пользу энергетической компании — клиента коллегии — 61 млн евро с европейского производителя турбинного оборудования. Поставщик в 2022 году прекратил исполнение контракта, сославшись на санкции, но не вернул полученный аванс.',
        'Контракт предусматривал рассмотрение споров в Арбитражном институте Торговой палаты Стокгольма. Коллегия обосновала, что клиент, чьи акционеры находятся под санкциями, лишён реальной возможности защищать свои права в этом арбитраже, и суд признал свою исключительную компетенцию на основании статьи 248.1 АПК РФ. Апелляционный суд оставил решение без изменения.',
        'Помимо аванса, суд взыскал убытки в виде разницы в цене замещающей сделки с поставщиком из Азии и проценты за пользование чужими денежными средствами. Коллегия уже обратила взыскание на дебиторскую задолженность российских покупателей ответчика и его долю в сервисной компании.',
      ],
      [
        'The Commercial Court of the Sverdlovsk Region has awarded EUR 61 million to an energy company represented by the firm against a European manufacturer of turbine equipment. In 2022 the supplier stopped performing the contract, citing sanctions, but did not return the advance payment it had received.',
        'The contract provided for disputes to be resolved by the Arbitration Institute of the Stockholm Chamber of Commerce. The firm demonstrated that the client, whose shareholders are under sanctions, has no real opportunity to defend its rights in that arbitration, and the court asserted exclusive jurisdiction under Article 248.1 of the Commercial Procedure Code. The appellate court upheld the judgment.',
        'In addition to the advance, the court awarded damages equal to the price difference under a replacement contract with an Asian supplier, together with statutory interest. The firm has already levied enforcement against receivables owed to the defendant by its Russian customers and against its interest in a service company.',
      ],
    ),
    authors: ['orlov', 'novikova'],
    practices: ['international-sanctions', 'commercial-disputes'],
    sectors: ['energy'],
  },
  {
    key: 'l-2026-anniversary-conference',
    type: 'event',
    publishedAt: '2026-10-20',
    title: t(
      'Юбилейная конференция «Право в эпоху перемен: 35 лет практики»',
      'Anniversary conference “Law in an age of change: 35 years of practice”',
    ),
    summary: t(
      'К 35-летию коллегии мы собрали клиентов, судей в отставке, учёных и коллег, чтобы обсудить, как менялось российское право и что ждёт его дальше.',
      'To mark the firm’s 35th anniversary, we brought together clients, retired judges, scholars and peers to discuss how Russian law has changed and what lies ahead.',
    ),
    body: p(
      [
        'Коллегия провела конференцию, которой завершился её юбилейный год. Мы хотели не столько подвести итоги, сколько честно обсудить, как изменились за 35 лет правовая система, суды и профессия адвоката и какие вызовы стоят перед бизнесом в ближайшие годы.',
        'Программа включает пленарную дискуссию о независимости адвокатуры и доверии к правосудию, а также тематические сессии о будущем трансграничных споров, корпоративного права и налогового администрирования, о влиянии технологий на работу юриста и о защите частных клиентов.',
        'Среди участников были клиенты коллегии, судьи в отставке, представители юридических вузов и коллеги из ведущих фирм. Вечером состоялся торжественный приём.',
      ],
      [
        'The firm held the conference that concluded its anniversary year. Rather than simply taking stock, we wanted to discuss candidly how the legal system, the courts and the advocate’s profession have changed over 35 years and what challenges business will face in the years ahead.',
        'The programme includes a plenary discussion on the independence of the bar and trust in justice, and thematic sessions on the future of cross-border disputes, corporate law and tax administration, on the impact of technology on legal work and on the protection of private clients.',
        'Participants included the firm’s clients, retired judges, members of law faculties and peers from leading firms. The conference was followed by an evening reception.',
      ],
    ),
    authors: ['gromov', 'larina'],
    practices: ['dispute-resolution', 'corporate-ma'],
    event: {
      startsAt: '2026-12-03T10:00:00+03:00',
      endsAt: '2026-12-03T21:00:00+03:00',
      place: t(
        'Москва, Центр международной торговли, Краснопресненская набережная, 12',
        'Moscow, World Trade Center, 12 Krasnopresnenskaya Embankment',
      ),
    },
  },
  {
    key: 'l-2027-sanctions-disputes-forum',
    type: 'event',
    publishedAt: '2026-11-10',
    title: t(
      'Форум «Санкционные споры — 2027»: исполнение, активы, встречные меры',
      'Sanctions Disputes Forum 2027: enforcement, assets and countermeasures',
    ),
    summary: t(
      'Ежегодная встреча юристов компаний и практиков о том, как исполнять решения по санкционным спорам в России и за рубежом и защищать активы от встречных мер.',
      'The annual gathering of in-house counsel and practitioners on enforcing judgments in sanctions disputes in Russia and abroad and protecting assets from countermeasures.',
    ),
    body: p(
      [
        'Коллегия проводит пятый ежегодный форум, посвящённый санкционным спорам. Если первые встречи были посвящены тому, как перенести спор в российский суд, то сегодня главный вопрос — как исполнить полученное решение и не потерять активы в ответных процессах за рубежом.',
        'В программе — практика взыскания сумм за нарушение антиисковых запретов, обращение взыскания на имущество иностранных компаний в России, признание российских решений в государствах Азии, Ближнего Востока и СНГ, а также споры о заблокированных активах и разморозке средств в иностранных депозитариях.',
        'Отдельная сессия посвящена обзору практики Верховного Суда по статьям 248.1 и 248.2 АПК РФ за 2026 год. Участие бесплатное для представителей компаний, регистрация обязательна.',
      ],
      [
        'The firm is holding its fifth annual forum on sanctions disputes. While the first meetings focused on how to bring a dispute before a Russian court, the main question today is how to enforce the resulting judgment without losing assets in retaliatory proceedings abroad.',
        'The programme covers the recovery of sums awarded for breach of anti-suit injunctions, enforcement against the property of foreign companies in Russia, recognition of Russian judgments in Asia, the Middle East and the CIS, and disputes over blocked assets and the release of funds held in foreign depositories.',
        'A separate session will review the Supreme Court’s 2026 case law under Articles 248.1 and 248.2 of the Commercial Procedure Code. Attendance is free for in-house counsel; registration is required.',
      ],
    ),
    authors: ['volkov', 'kiselev'],
    practices: ['international-sanctions', 'foreign-state-courts'],
    sectors: ['banking-finance'],
    event: {
      startsAt: '2027-02-18T10:00:00+03:00',
      endsAt: '2027-02-18T17:00:00+03:00',
      place: t('Москва, офис коллегии', 'Moscow, the firm’s office'),
      registration: {
        capacity: 120,
        closesAt: '2027-02-16T18:00:00+03:00',
        fields: ['company', 'position', 'phone'],
      },
    },
  },
  {
    key: 'l-2027-digital-assets-seminar',
    type: 'event',
    publishedAt: '2026-11-15',
    title: t(
      'Семинар «Цифровые активы в 2027 году: криптовалюта, ЦФА и налоги»',
      'Seminar “Digital assets in 2027: cryptocurrency, digital financial assets and tax”',
    ),
    summary: t(
      'Разбираем новое регулирование оборота криптовалют, практику выпуска цифровых финансовых активов и налогообложение операций с ними.',
      'We review the new rules on cryptocurrency trading, practice in issuing digital financial assets and the taxation of transactions in them.',
    ),
    body: p(
      [
        'Регулирование цифровых активов в России развивается стремительно: после легализации майнинга и экспериментального режима для трансграничных расчётов в криптовалюте законодатель перешёл к комплексному регулированию её оборота внутри страны. Компаниям и частным инвесторам важно понимать, какие операции уже разрешены и на каких условиях.',
        'На семинаре мы обсудим доступ квалифицированных и неквалифицированных инвесторов к криптовалюте через лицензированных посредников, требования к операторам обмена, выпуск цифровых финансовых активов и цифровых прав для привлечения финансирования, а также использование цифровых активов во внешнеторговых расчётах.',
        'Отдельный блок посвящён налогам: порядку определения налоговой базы по операциям с криптовалютой и ЦФА, отчётности майнеров и практике налоговых проверок. Семинар пройдёт в очном формате с онлайн-трансляцией; участие бесплатное после регистрации.',
      ],
      [
        'Russia’s regulation of digital assets is evolving rapidly: after legalising mining and introducing an experimental regime for cross-border settlements in cryptocurrency, the legislator has moved on to comprehensive regulation of cryptocurrency trading within the country. Companies and private investors need to understand which transactions are already permitted and on what terms.',
        'At the seminar we will discuss access for qualified and non-qualified investors to cryptocurrency through licensed intermediaries, requirements for exchange operators, the issue of digital financial assets and digital rights to raise finance, and the use of digital assets in foreign trade settlements.',
        'A separate session will be devoted to tax: how the tax base is determined for transactions in cryptocurrency and digital financial assets, miners’ reporting obligations and tax audit practice. The seminar will be held in person and streamed online; attendance is free upon registration.',
      ],
    ),
    authors: ['kuznetsov', 'polyakova'],
    practices: ['tax-disputes', 'corporate-ma'],
    sectors: ['technology', 'banking-finance'],
    event: {
      startsAt: '2027-03-16T15:00:00+03:00',
      endsAt: '2027-03-16T18:00:00+03:00',
      place: t('Москва, офис коллегии и онлайн-трансляция', 'Moscow, the firm’s office and online'),
      registration: {
        capacity: 60,
        closesAt: '2027-03-15T18:00:00+03:00',
        fields: ['company', 'position', 'question'],
      },
    },
  },
]
